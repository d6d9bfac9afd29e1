import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Serves the built web app; hashed assets are cached for a year, everything else revalidates. */
export async function serveWebApp(app: NestFastifyApplication, webDistDir: string): Promise<void> {
  // Registered on Fastify directly: Nest's useStaticAssets types setHeaders with the raw response,
  // while @fastify/static 10 passes the Fastify reply.
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: ['index.html'],
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
