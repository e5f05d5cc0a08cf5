import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://localhost:3000';

/**
 * Three chunks by hand; everything else is split by Rolldown's automatic chunking (decision 0020).
 * `framework`: what every page runs before anything else (React, the router, i18next), one
 * chunk that survives deployments changing only our code. `query`: TanStack Query, which only
 * the signed-in area loads, in one chunk rather than four. The framework group comes first, so
 * the query group's pull of its dependencies (React) cannot drag React into a chunk the public
 * pages would then have to load.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|i18next|react-i18next|i18next-resources-to-backend|use-sync-external-store)[\\/]/,
    priority: 2,
  },
  {
    name: 'query',
    test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
    priority: 1,
  },
  {
    // Named so a journey can tell it is fetched only when a PDF is downloaded (decision 0022).
    name: 'pdf',
    test: /node_modules[\\/](pdf-lib|@pdf-lib)[\\/]/,
    priority: 0,
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/v1': api, '/docs': api, '/healthz': api },
  },
  build: {
    // The bundle-budget check reads the manifest to find what each page loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
