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
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/ },
            // shared/audit serves only the staff's lazy screens (admin orders, auditors): left to them, and so is
            // '@jhatpat/ui/staff' (tables, charts, stock history): the group takes a module's dependencies along, so a
            // barrel it took would bring everything the barrel names. The Hindi dictionary (shared/locale/hindi-*)
            // is fetched only when a shopper picks हिन्दी: a chunk of its own.
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
