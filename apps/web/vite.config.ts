import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API server; override with API_PROXY_TARGET to develop against another instance.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// Libraries the entry imports anyway. Only whole packages the entry needs belong here: a group
// pulls its modules into one chunk, so a library only lazy routes use would load on every page.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:query-core|react-query)|clsx|class-variance-authority|use-sync-external-store(?=[\\/](?!.*with-selector))|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli at its highest level and gzip, written beside each asset once at build time; the
    // server sends them as they are (preCompressed) instead of compressing on every request.
    // The server-rendering bundle (dist-ssr) is read from disk by the server, never sent.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css)$/,
        exclude: /\.map$/,
        threshold: 1024,
      }),
  ],
  resolve: {
    // `source` makes workspace packages (@marquee/contracts) resolve to their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/img': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to fetch each page's route chunk with the HTML
    // (apps/server/src/page-serving/build-manifest.ts).
    manifest: true,
    // Maps are written for diagnosis but not referenced from the served files.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One long-cached chunk for the libraries every shopper page starts with: each
            // separate script costs a request and a few milliseconds of main-thread work to
            // start, which a phone pays before the page answers a tap.
            { name: 'framework', test: FRAMEWORK },
            // Form code for the sign-in, reset and admin screens only (lazy routes).
            { name: 'forms', test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
      treeshake: {
        // The contracts package only declares schemas and constants: a module none of whose
        // exports are used is dropped, so importing `apiPaths` does not pull zod into the entry.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false }],
      },
    },
  },
}));
