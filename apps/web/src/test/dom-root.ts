import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n } from '../lib/i18n';

// React needs this flag to accept act() outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A fresh React root in the document for each test of the file (or of the `describe` it is
 * called in), unmounted and removed after it, with the Spanish catalogue loaded.
 */
export function mountPerTest(cleanup?: () => void) {
  let container: HTMLDivElement;
  let root: Root;
  beforeAll(() => initI18n('es'));
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    cleanup?.();
  });
  return {
    render: (node: ReactNode) => act(() => root.render(node)),
    container: () => container,
  };
}
