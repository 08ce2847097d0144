import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportLayouts } from './index.js';

/** Every module of this folder but the index and the tests: where a table layout is declared. */
const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'));
const isLayout = (value: unknown): value is { key: string } => typeof value === 'object' && value !== null && 'key' in value && 'columns' in value;

// The portal offers the export on every results table without asking this map (it would load
// every screen's layout at start): a layout left out would offer an export the gateway refuses.
describe('the exportable tables', () => {
  it('are every table layout, each under its own key', async () => {
    const modules = await Promise.all(files.map((file) => import(`./${file.replace(/\.ts$/, '.js')}`) as Promise<Record<string, unknown>>));
    const layouts = modules.flatMap((module) => Object.values(module).filter(isLayout));
    expect(layouts.length).toBeGreaterThanOrEqual(17);
    for (const layout of layouts) expect(exportLayouts[layout.key], layout.key).toBe(layout);
  });
});
