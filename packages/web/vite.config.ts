import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist/client', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/identity': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
});
