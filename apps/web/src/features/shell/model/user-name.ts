import type { SessionUser } from '@bel/contract';

/** "nombre p_apellido s_apellido", skipping a missing second surname. */
export function fullName(user: Pick<SessionUser, 'nombre' | 'p_apellido' | 's_apellido'>): string {
  return [user.nombre, user.p_apellido, user.s_apellido].map((part) => part.trim()).filter(Boolean).join(' ');
}

/** The avatar's letters when there is no photo: the first name's and the first surname's initials. */
export function initials(user: Pick<SessionUser, 'nombre' | 'p_apellido'>): string {
  return `${user.nombre.charAt(0)}${user.p_apellido.charAt(0)}`.toUpperCase();
}
