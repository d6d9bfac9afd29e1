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

/** Headers every answer carries; HSTS only over https (as seen behind a proxy), where it means something. */
export function addSecurityHeaders(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.removeHeader('x-powered-by');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
