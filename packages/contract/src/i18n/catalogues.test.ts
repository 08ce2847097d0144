import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** Every leaf path of a catalogue, e.g. "shell.drawer.open". */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}/${key}` : key));
}

describe('catalogues', () => {
  it('es and en have exactly the same keys', () => {
    expect(leafPaths(resources.en).sort()).toEqual(leafPaths(resources.es).sort());
  });

  it('has no empty texts', () => {
    for (const [language, catalogue] of Object.entries(resources)) {
      for (const path of leafPaths(catalogue)) {
        const text = path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}:${path}`).toBe(true);
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const path of leafPaths(resources.es)) {
      const get = (root: unknown) => path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as string;
      const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(get(resources.en)), path).toEqual(vars(get(resources.es)));
    }
  });
});
