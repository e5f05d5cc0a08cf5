import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/v1': api, '/docs': api, '/healthz': api },
  },
  build: {
    // The bundle-budget check reads the manifest to find what each page loads.
    manifest: true,
    target: 'es2022',
  },
});
