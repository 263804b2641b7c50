import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/img': apiTarget },
  },
  build: { target: 'es2022', sourcemap: true },
});
