import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.js';

describe('docs/api/openapi.json', () => {
  it('is the document the contract generates today (run `npm run docs:api` after changing a call)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../../docs/api/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('describes the sign-in call with its codes-bearing schema', () => {
    const doc = openApiDocument();
    expect(Object.keys(doc.paths)).toContain('/api/auth/login/{pin}');
    expect(JSON.stringify(doc.paths['/api/auth/login'])).toContain('customerCode');
  });
});
