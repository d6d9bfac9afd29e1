import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamCall {
  at: number;
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
}

/**
 * A real HTTP server on 127.0.0.1 that plays Nominatim (jsonv2), so the API's HTTP client, pacing,
 * cache and timeouts run for real. Queries steer it: "slow…" hangs 5 s, "broken…" answers 500,
 * "garbled…" answers non-JSON; any other query answers 12 places named after it.
 */
export class FakeNominatim {
  readonly calls: UpstreamCall[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeNominatim> {
    const holder: { fake?: FakeNominatim } = {};
    const server = createServer((request, response) => holder.fake?.answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.fake = new FakeNominatim(server, `http://127.0.0.1:${port}/nominatim`);
    return holder.fake;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, response: import('node:http').ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.calls.push({ at: Date.now(), path: url.pathname, params: url.searchParams, userAgent: request.headers['user-agent'] });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/nominatim/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      if (lat === 0) return reply(200, { error: 'Unable to geocode' });
      return reply(200, place(1, 'Kankarbagh Main Road', url.searchParams.get('lat')!, url.searchParams.get('lon')!));
    }
    if (url.pathname !== '/nominatim/search') return reply(404, { error: 'not found' });
    const q = url.searchParams.get('q') ?? '';
    if (q.startsWith('slow')) {
      setTimeout(() => reply(200, []), 5000).unref();
      return;
    }
    if (q.startsWith('broken')) return reply(500, { error: 'upstream exploded' });
    if (q.startsWith('garbled')) return reply(200, '<html>not json');
    reply(
      200,
      Array.from({ length: 12 }, (_, i) => place(i + 1, `${q} ${i + 1}`, String(25.6 + i / 1000), '85.1')),
    );
  }
}

function place(id: number, name: string, lat: string, lon: string) {
  return {
    place_id: 100_000 + id,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 42,
    lat,
    lon,
    category: 'highway',
    type: 'residential',
    display_name: `${name}, Patna, Bihar, 800020, India`,
    address: { road: name, town: 'Patna', state: 'Bihar', postcode: '800020', country: 'India', country_code: 'in', 'ISO3166-2-lvl4': 'IN-BR' },
    boundingbox: ['25.59', '25.60', '85.15', '85.16'],
  };
}
