import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes dist/.vite/chunk-modules.json: for every JS chunk, the source modules it holds. The
 * end-to-end bundle check uses it to prove the public pages load no react-admin and no demo backend.
 */
const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const map: Record<string, string[]> = {};
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type === 'chunk') map[file] = output.moduleIds.map((id) => id.replace(process.cwd(), ''));
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map, null, 1) });
  },
});

// The public shell is the entry; the console (react-admin) and the demo backend (msw + seed)
// are reached only through dynamic imports, so they land in chunks of their own.
export default defineConfig({
  plugins: [react(), chunkModules()],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
