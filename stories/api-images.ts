import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

// The catalog's committed pictures (apps/api/assets, made by tools/scripts/product-pictures.mjs), served
// where the shop serves them, so a story's product shows the picture a shopper sees, not a drawn card.
export const assetsDir = path.resolve(import.meta.dirname, '../apps/api/assets');
const IMAGE_PATH = /^\/api\/images\/(products|categories|banners)\/([a-z0-9][a-z0-9-]*\.svg)$/;

/** Storybook's and the visual suite's dev servers answer /api/images/<folder>/<file>.svg from the assets. */
export function apiImages(): Plugin {
  return {
    name: 'jhatpat:api-images',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = IMAGE_PATH.exec((request.url ?? '').split('?')[0]);
        if (!match) return next();
        // Only names the pattern allows reach the file system: no traversal out of the assets folder.
        readFile(path.join(assetsDir, match[1], match[2])).then(
          (svg) => {
            response.setHeader('content-type', 'image/svg+xml');
            response.end(svg);
          },
          () => next(),
        );
      });
    },
  };
}
