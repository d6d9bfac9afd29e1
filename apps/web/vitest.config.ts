import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@jhatpat/source'] },
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}', 'vite-plugins/**/*.spec.ts'], setupFiles: ['src/test-setup.ts'] },
});
