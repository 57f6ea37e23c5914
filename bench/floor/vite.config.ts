import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pristine = join(root, 'bench/.out/pristine');

/**
 * The floor is react-admin as published: the files the console's patches change (patches/*.patch,
 * applied to node_modules on install, patches/README.md) are served to the floor's build as they were
 * before them, copied and reverse-patched here with `patch -R`. So the budget compares the console,
 * patches included, with the framework's own cost.
 */
const asPublished = (): Plugin => {
  rmSync(pristine, { recursive: true, force: true });
  const files = new Set<string>();
  for (const name of readdirSync(join(root, 'patches')).filter((f) => f.endsWith('.patch'))) {
    const patch = join(root, 'patches', name);
    const touched = [...readFileSync(patch, 'utf8').matchAll(/^diff --git a\/(\S+) b\//gm)].map((m) => m[1]);
    for (const file of touched) {
      mkdirSync(dirname(join(pristine, file)), { recursive: true });
      copyFileSync(join(root, file), join(pristine, file));
      files.add(join(root, file));
    }
    execFileSync('patch', ['--silent', '--reverse', '--strip=1', '--directory', pristine, '--input', patch]);
  }
  return {
    name: 'floor-libraries-as-published',
    enforce: 'pre',
    load: (id) => (files.has(id) && existsSync(join(pristine, relative(root, id))) ? readFileSync(join(pristine, relative(root, id)), 'utf8') : null),
  };
};

// Built by bench/run.mjs with the root's vite and plugin, into bench/floor/dist (gitignored).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [asPublished(), react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
