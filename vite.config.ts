import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The public shell is the entry; the console (react-admin) and the demo backend (msw + seed)
// are reached only through dynamic imports, so they land in chunks of their own.
export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
