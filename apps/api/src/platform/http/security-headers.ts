import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The web app's Content-Security-Policy (issue 10, ASVS 3.4.3): our own scripts only (the build has no
 * inline script), styles inline too (React style attributes), images from us or https, API and sockets
 * to this origin, and frames from us or a payment provider's https page. Only the app's HTML carries
 * it; the Storybook under /storybook/ runs inline scripts of its own and is a design tool.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' https:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "object-src 'none'",
].join('; ');

/**
 * Headers every answer carries, set by helmet: nosniff, the referrer policy, no x-powered-by. Its
 * other defaults stay off because each changes what the shop does: a global CSP would cover the
 * Storybook and the payment pages, which set their own; cross-origin opener and resource policies can
 * break a payment provider's pop-up and images shown elsewhere; X-Frame-Options duplicates the CSP's
 * frame-ancestors. HSTS is sent only over https (as seen behind a trusted proxy), where it means
 * something, which helmet's own HSTS cannot tell, so that one header is ours.
 *
 * helmet itself, made once, in one hook that takes a callback: @fastify/helmet, which wraps it, made
 * helmet's middleware again for every request and added a second, async hook, 3 % of the API's CPU on
 * a catalog search (docs/decisions.md#hot-path-hooks).
 */
export function addSecurityHeaders(app: NestFastifyApplication): void {
  const setHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
  });
  app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
