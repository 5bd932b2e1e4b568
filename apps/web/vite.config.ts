import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Where `npm run dev` and `vite preview` forward API and socket traffic (the Fastify server). */
const API_ORIGIN = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_ORIGIN },
  '/socket.io': { target: API_ORIGIN, ws: true },
};

/** `@/…` imports resolve to `src/…` (mirrors `paths` in tsconfig.json). */
const alias = { '@': new URL('./src', import.meta.url).pathname };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Chart and date libraries get their own chunks, loaded only by the lazy routes using them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|es-toolkit|decimal\.js-light|@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            {
              name: 'dates',
              test: /node_modules[\\/](react-datepicker|react-day-picker|date-fns|@floating-ui|@date-fns)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
