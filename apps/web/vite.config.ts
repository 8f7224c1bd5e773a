import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = ['/api', '/account', '/basApi', '/a/'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: Object.fromEntries(api.map((p) => [p, 'http://localhost:8080'])),
  },
});
