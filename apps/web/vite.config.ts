import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@jhatpat/source'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // In development the API runs beside Vite; one origin keeps cookies, CORS and sockets simple.
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/socket.io': { target: apiTarget, ws: true } },
  },
});
