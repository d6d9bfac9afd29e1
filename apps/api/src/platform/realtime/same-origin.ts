import type { IncomingMessage } from 'node:http';

/**
 * A browser sends Origin on websocket upgrades and cross-site XHR; it must name this very host.
 * Clients that send none (servers, tests, native apps) are not browsers acting for someone else.
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  // Behind the load balancer (trustProxy) the public host arrives as X-Forwarded-Host.
  const forwarded = request.headers['x-forwarded-host'];
  const hosts = [request.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])].map((h) => h?.trim().toLowerCase());
  return hosts.includes(originHost.toLowerCase());
}
