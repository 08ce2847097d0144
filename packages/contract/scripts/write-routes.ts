// Writes src/routes.generated.ts: every call's method, path and access, taken from `api`, as
// plain data the web app loads without zod (ADR 0065). `npm run contract:routes` after changing
// a call; a test fails while the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import { routeTableSource } from '../src/route-table-source.js';

const target = new URL('../src/routes.generated.ts', import.meta.url);
writeFileSync(target, routeTableSource());
console.log(`wrote ${target.pathname}`);
