import { en } from './en';
import { es } from './es';

export const resources = { es, en };
export type Namespace = keyof typeof es;
export const namespaces = Object.keys(es) as Namespace[];
