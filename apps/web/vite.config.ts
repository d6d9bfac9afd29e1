import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-plugins/precompress-assets.ts';

const shopModule = /[\\/](libs|apps[\\/]web[\\/]src[\\/](shared(?![\\/](audit|locale[\\/]hindi-))|app))[\\/]/;
/** libs/ui/src/staff.ts and what it exports (docs/decisions.md#hindi). */
const staffOnly = /[\\/]libs[\\/]ui[\\/]src[\\/](staff\.ts$|primitives[\\/](table|pagination|checkbox|text-area)[\\/]|components[\\/](bar-chart|stock-history|admin-tile)[\\/]|components[\\/]stock-note[\\/]stock-level-badge)/;

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompressAssets()],
  resolve: { conditions: ['@jhatpat/source'] },
  // The manifest (dist/.vite/manifest.json) lets tools/scripts/check-web-budget.mjs find the initial chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Fewer, larger initial chunks: on a phone network each extra request of the home page costs a
    // round trip (17 chunks scored Lighthouse 90; 4 scored 93). Only what every page runs is grouped,
    // so what lazy screens alone use (socket.io-client for live orders, say) stays out of first load.
    rolldownOptions: {
      // With the libs marked side-effect free (their package.json `sideEffects`), a barrel's unused re-exports
      // are not part of the graph, so '$initial' below means what the first page really imports.
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/ },
            // Only modules of the first load ($initial): what only lazy screens import (the checkout and order
            // machines, the staff's tables and charts behind '@jhatpat/ui/staff') goes with them, and the Hindi
            // dictionary (shared/locale/hindi-*) is a chunk of its own, fetched when a shopper picks हिन्दी
            // (docs/decisions.md#hindi). shared/audit serves only the staff's lazy screens: left to them.
            { name: 'shop', tags: ['$initial'], test: (id: string) => shopModule.test(id) && !staffOnly.test(id) },
          ],
        },
      },
    },
  },
  // In development the API runs beside Vite; one origin keeps cookies, CORS and sockets simple.
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/socket.io': { target: apiTarget, ws: true } },
  },
});
