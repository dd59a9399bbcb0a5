import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { browserSolvers } from './browser-solvers.ts';
import { markdownPages } from './markdown-pages.ts';

// In development the API and sockets are the server's (npm start on port 3000).
const server = process.env.GRIDRACE_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [preact(), browserSolvers(), markdownPages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
