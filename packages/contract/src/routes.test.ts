import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from './index.js';
import { routeTableSource } from './route-table-source.js';
import { routes } from './routes.js';

describe('the calls’ routes (ADR 0065)', () => {
  it('are the file the contract generates today (run `npm run contract:routes` after changing a call)', () => {
    expect(readFileSync(new URL('./routes.generated.ts', import.meta.url), 'utf8')).toBe(routeTableSource());
  });

  it('name every call of `api` with its method, path and access', () => {
    for (const [group, endpoints] of Object.entries(api)) {
      for (const [name, { method, path, access }] of Object.entries(endpoints)) {
        expect((routes as Record<string, Record<string, unknown>>)[group]?.[name], `${group}.${name}`).toEqual({ method, path, access });
      }
    }
    expect(Object.values(routes).flatMap((group) => Object.keys(group))).toHaveLength(Object.values(api).flatMap((group) => Object.keys(group)).length);
  });
});
