import { api } from '@bel/contract';
import { exportLayouts, type AnyLayout } from '@bel/contract/tables';
import { describe, expect, it } from 'vitest';
import { layoutInput } from './layout-input.js';

describe("a layout's input (ADR 0065)", () => {
  it("is the body schema of the call each export layout names, or nothing at all", () => {
    for (const layout of Object.values(exportLayouts)) {
      const schema = layoutInput(layout);
      const route = layout.input;
      if (route === null) {
        expect(schema.safeParse({}).success, layout.key).toBe(true);
        expect(schema.safeParse({ cuenta: 'x' }).success, layout.key).toBe(false);
      } else {
        const named = Object.values(api).flatMap((group) => Object.values(group)).find((e) => e.method === route.method && e.path === route.path);
        expect(named && 'body' in named ? named.body : undefined, layout.key).toBe(schema);
      }
    }
    expect(layoutInput(exportLayouts.account_movements!).safeParse({ startDate: '20260201', endDate: '20260303' }).error?.issues[0]?.path).toEqual(['cuenta']);
  });

  it('refuses a layout that names a call without a body', () => {
    const broken = { ...exportLayouts.account_balance!, input: { method: 'GET', path: '/rates', access: 'session' } } as AnyLayout;
    expect(() => layoutInput(broken)).toThrow(/names GET \/rates, which is no call with a body/);
  });
});
