import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient, viewQueryKey } from '../../lib/query-client';
import { mountPerTest } from '../../test/dom-root';
import { SignaturePanel } from './signature-panel';
import { signedRowUsers } from './signed-row';
import { signerRow } from './test-rows';

const dom = mountPerTest(() => queryClient.clear());

function render(p_firmante: string, required = 2) {
  dom.render(
    <QueryClientProvider client={queryClient}>
      <SignaturePanel viewKey="checks" users={signedRowUsers(signerRow({ p_negociador: 'aperez', p_firmante }))} required={required} />
    </QueryClientProvider>,
  );
}
const lists = () => [...dom.container().querySelectorAll('ul')];
const chip = (name: string) => [...dom.container().querySelectorAll<HTMLElement>('[role="button"]')].find((b) => b.getAttribute('aria-label') === `Ver el perfil de ${name}`);

describe('the signature panel', () => {
  it('shows negotiators and signers split by "*", and signatures received of required', () => {
    render('crodriguez*mfernandez', 3);
    expect(lists().map((ul) => [...ul.querySelectorAll('li')].map((li) => li.textContent))).toEqual([['Aaperez'], ['Ccrodriguez', 'Mmfernandez']]);
    expect(dom.container().textContent).toContain('Firmas recibidas: 2 de 3');
    expect(dom.container().querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('67');
  });

  it('says when nobody has signed yet', () => {
    render('');
    expect(lists()).toHaveLength(1);
    expect(dom.container().textContent).toContain('Ninguno todavía');
    expect(dom.container().textContent).toContain('Firmas recibidas: 0 de 2');
  });

  it('opens the profile of a chip: full name and picture', () => {
    queryClient.setQueryData(viewQueryKey('checks', 'external-user', 'crodriguez'), { fullname: 'Carlos Rodríguez Díaz', picture: 'data:image/png;base64,AAAA' });
    render('crodriguez');
    act(() => chip('crodriguez')?.click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Perfil del usuario');
    expect(dialog?.textContent).toContain('Carlos Rodríguez Díaz');
    expect(dialog?.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(dialog?.querySelector('img')?.getAttribute('alt')).toBe('Foto de Carlos Rodríguez Díaz');
  });
});
