import { mkdirSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../src/openapi.js';

const target = new URL('../../../docs/api/openapi.json', import.meta.url);
mkdirSync(new URL('.', target), { recursive: true });
writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
