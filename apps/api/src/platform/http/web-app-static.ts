import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { homeDocument, type HomeSlide } from './home-document.js';
import { precompressible } from './precompressed-json.js';
import { WEB_APP_CSP } from './security-headers.js';

/**
 * Serves the built web app; hashed assets are cached for a year, everything else revalidates. The build
 * writes brotli and gzip copies beside each text asset (apps/web/vite-plugins/precompress-assets.ts);
 * `preCompressed` sends the best one the browser accepts, and the plain file otherwise.
 */
export async function serveWebApp(app: NestFastifyApplication, webDistDir: string, { homeSlides = [] }: { homeSlides?: readonly HomeSlide[] } = {}): Promise<void> {
  // The home page's largest picture (its first banner) is found only once the app has run and asked for the
  // banners: on a phone that was two seconds of the Largest Contentful Paint. A preload hint sent with the
  // home document lets the browser fetch it beside the scripts (docs/decisions.md#web-delivery).
  const homeImage = homeSlides[0]?.image;
  const homeHint = homeImage ? `<${homeImage}>; rel=preload; as=image; fetchpriority=high` : null;
  // And the document itself draws it before the scripts run (docs/decisions.md#home-shell): made once, sent
  // compressed as the catalog's answers are.
  const home = homeDocument(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'), homeSlides);
  if (home !== null) {
    const bytes = precompressible(Buffer.from(home));
    app
      .getHttpAdapter()
      .getInstance()
      .get('/', (_request, reply) => {
        reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', WEB_APP_CSP);
        if (homeHint) reply.header('link', homeHint);
        return reply.send(bytes);
      });
  }
  // Registered on Fastify directly: Nest's useStaticAssets types setHeaders with the raw response,
  // while @fastify/static 10 passes the Fastify reply.
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (filePath.endsWith('.html')) reply.header('content-security-policy', WEB_APP_CSP);
      if (homeHint && filePath.endsWith('index.html') && reply.request.url.split('?')[0] === '/') reply.header('link', homeHint);
    },
  });
}

/** The built Storybook at /storybook/: the design system and screens of exactly this version. */
export async function serveStorybook(app: NestFastifyApplication, storybookDir: string): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/storybook', (_request, reply) => reply.redirect('/storybook/', 301));
  await app.register(fastifyStatic, {
    root: storybookDir,
    prefix: '/storybook/',
    index: ['index.html'],
    decorateReply: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
}
