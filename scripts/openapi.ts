// `npm run openapi`: writes docs/openapi.json from the call table and schemas in src/schemas.
import { writeFileSync } from 'node:fs';
import { buildOpenApi } from '../src/schemas/openapi';

export const OPENAPI_FILE = 'docs/openapi.json';

export const writeOpenApi = (root: string) => {
  const text = `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
  writeFileSync(`${root}/${OPENAPI_FILE}`, text);
  return text;
};
