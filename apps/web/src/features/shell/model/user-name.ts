import type { SessionUser } from '@bel/contract';

/** "nombre p_apellido s_apellido", skipping a missing second surname. */
export function fullName(user: Pick<SessionUser, 'nombre' | 'p_apellido' | 's_apellido'>): string {
  return [user.nombre, user.p_apellido, user.s_apellido].map((part) => part.trim()).filter(Boolean).join(' ');
}
