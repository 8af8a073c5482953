import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart on :3000 (HUELLA_API_URL to point elsewhere); in production it serves this
// build from the same origin.
const API_TARGET = process.env.HUELLA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // /downloads (the mobile app package) is served by the API too, outside /api.
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/downloads': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/downloads': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // MUI is large; screens are split per route, so one vendor chunk of this size is expected.
    chunkSizeWarningLimit: 1500,
  },
});
