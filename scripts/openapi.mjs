#!/usr/bin/env node
// Runs scripts/openapi.ts through Vite's module runner (the schemas are TypeScript sharing src/).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport('/scripts/openapi.ts', { root, configFile: false, logLevel: 'error', server: { preTransformRequests: false } });
const text = module.writeOpenApi(root);
console.log(`[openapi] wrote ${module.OPENAPI_FILE} (${Object.keys(JSON.parse(text).paths).length} paths)`);
process.exit(0);
