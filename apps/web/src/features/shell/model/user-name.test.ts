import { describe, expect, it } from 'vitest';
import { fullName, initials } from './user-name';

describe('user name', () => {
  it('joins the name and surnames, skipping a missing second surname', () => {
    expect(fullName({ nombre: 'Ana', p_apellido: 'Pérez', s_apellido: ' ' })).toBe('Ana Pérez');
  });

  it("takes the first name's and first surname's initials, upper-cased", () => {
    expect(initials({ nombre: 'ana', p_apellido: 'pérez' })).toBe('AP');
  });
});
