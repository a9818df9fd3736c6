import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/dev': API_TARGET, '/files': API_TARGET },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
  },
});
