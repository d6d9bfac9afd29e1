import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { FakeNominatim } from './fake-nominatim.js';

describe('geo through a configured Nominatim', () => {
  let shop: TestApp;
  let upstream: FakeNominatim;
  beforeAll(async () => {
    upstream = await FakeNominatim.start();
    shop = await startTestApp({
      geocoder: { url: upstream.url, userAgent: 'Jhatpat-test/1.0 (tests@example.com)', minIntervalMs: 1000, timeoutMs: 3000, cacheTtlMs: 600_000 },
    });
  });
  afterAll(async () => {
    await shop.close();
    await upstream.close();
  });

  const search = (q: string) => shop.request(`/api/geo/search?q=${encodeURIComponent(q)}`);
  const callsFor = (q: string) => upstream.calls.filter((call) => call.params.get('q') === q);

  it('forwards a search with Nominatim parameters and a User-Agent, and answers at most 10 places in its shape', async () => {
    const response = await search('Kankarbagh');
    expect(response.status).toBe(200);
    const places = await jsonOf(response);
    expect(places).toHaveLength(10);
    expect(places[0]).toEqual({
      place_id: 100_001,
      display_name: 'kankarbagh 1, Patna, Bihar, 800020, India',
      lat: '25.6',
      lon: '85.1',
      address: { road: 'kankarbagh 1', city: 'Patna', state: 'Bihar', postcode: '800020', country: 'India' },
    });
    const [call] = callsFor('kankarbagh');
    expect(call.path).toBe('/nominatim/search');
    expect(Object.fromEntries(call.params)).toEqual({ format: 'jsonv2', addressdetails: '1', limit: '10', q: 'kankarbagh' });
    expect(call.userAgent).toBe('Jhatpat-test/1.0 (tests@example.com)');
  });

  it('answers a repeated search from its cache', async () => {
    await search('Digha Ghat');
    const again = await search('  digha   GHAT ');
    expect(again.status).toBe(200);
    expect(await jsonOf(again)).toHaveLength(10);
    expect(callsFor('digha ghat')).toHaveLength(1);
  });

  it('sends at most one request per second, queueing the rest rather than dropping them', async () => {
    const queries = ['pace one', 'pace two', 'pace three'];
    const responses = await Promise.all(queries.map(search));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const times = queries.map((q) => callsFor(q)[0].at).sort((a, b) => a - b);
    // A rate limit, not a speed target: the margin only allows for timer granularity.
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(900);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(900);
  });

  it('spaces even two sequential uncached calls a second apart', async () => {
    await search('sequential a');
    await search('sequential b');
    expect(callsFor('sequential b')[0].at - callsFor('sequential a')[0].at).toBeGreaterThanOrEqual(900);
  });

  it('forwards a reverse lookup and answers one place', async () => {
    const response = await shop.request('/api/geo/reverse?lat=25.5945&lon=85.158');
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ display_name: 'Kankarbagh Main Road, Patna, Bihar, 800020, India', lat: '25.59450' });
    const call = upstream.calls.at(-1)!;
    expect(call.path).toBe('/nominatim/reverse');
    expect(Object.fromEntries(call.params)).toEqual({ format: 'jsonv2', lat: '25.59450', lon: '85.15800' });
  });

  it("answers 404 when Nominatim knows nothing at a point", async () => {
    const response = await shop.request('/api/geo/reverse?lat=0&lon=0');
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toEqual({ statusCode: 404, msg: "Couldn't fetch address details. Please enter manually." });
  });

  it.each(['broken', 'garbled'])('answers 502 with a message when the upstream answers %s', async (q) => {
    const response = await search(q);
    expect(response.status).toBe(502);
    expect(await jsonOf(response)).toEqual({
      statusCode: 502,
      msg: 'The location service is not answering right now. Please try again or enter the address manually.',
    });
  });

  it('answers 504 with a message when the upstream takes over 3 s, and does not cache the failure', async () => {
    const started = Date.now();
    const response = await search('slow street');
    const elapsed = Date.now() - started;
    expect(response.status).toBe(504);
    expect(await jsonOf(response)).toEqual({
      statusCode: 504,
      msg: 'The location service took too long to answer. Please try again or enter the address manually.',
    });
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(4900);
    expect((await search('slow street')).status).toBe(504);
    expect(callsFor('slow street')).toHaveLength(2);
  });
});
