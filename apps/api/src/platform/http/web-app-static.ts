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
