import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { roleId } from './fields.js';

export const viewKey = z.string({ error: () => 'route.invalid' }).regex(/^[A-Za-z_]{1,64}$/, 'route.invalid');

export const entitlement = z.object({
  actions: z.array(z.string()),
  roles: z.array(roleId),
});
export type Entitlement = z.infer<typeof entitlement>;

/** A node of the side menu (spec §3). `leaf` is 1 for an entry that opens a view. */
export interface MenuNode {
  text: string;
  nombre: string;
  iconCls: string;
  leaf: 0 | 1;
  className: string;
  items?: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    text: z.string(),
    nombre: z.string(),
    iconCls: z.string(),
    leaf: z.union([z.literal(0), z.literal(1)]),
    className: z.string(),
    items: z.array(menuNode).optional(),
  }),
);

export const entitlementEndpoints = {
  verifyRoute: endpoint({ method: 'POST', path: '/auth/verifyRoute', access: 'session', body: z.object({ route: viewKey }), data: entitlement }),
  /** The spec does not show the menu's path; we use the one it lists without a use (ADR 0005). */
  menu: endpoint({ method: 'POST', path: '/external-service/menu', access: 'session', data: z.array(menuNode) }),
};
