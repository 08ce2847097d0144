export { DEMO_PASSWORD, DEMO_PIN } from '../../apps/server/src/seed/demo-bank.js';

/** Who signs in: what the sign-in form asks besides the password and the PIN. */
export type DemoUser = { email: string; clientCode: string };

export const NEGOTIATOR = { email: 'ana.perez@caribe.example', clientCode: '1001', fullName: 'Ana Pérez García' };
export const SIGNER = { email: 'carlos.rodriguez@caribe.example', clientCode: '1001', fullName: 'Carlos Rodríguez Díaz' };
export const SECOND_SIGNER = { email: 'maria.fernandez@caribe.example', clientCode: '1001', fullName: 'María Fernández López' };
/** The company's administrator (role 30): the only one who reads the traces (ADR 0022). */
export const ADMIN = { email: 'luis.gomez@caribe.example', clientCode: '1001', fullName: 'Luis Gómez Martínez' };
export const AUTO_GENERATED = { email: 'elena.torres@caribe.example', clientCode: '1001', fullName: 'Elena Torres Ruiz' };
export const NEGOTIATOR_ACCOUNTS = ['0300001001000101', '0300001001000201', '0300001001000302', '0300001001000403'];
/** Used only by the accessibility checks. */
export const OTHER_COMPANY = { email: 'jorge.castillo@sol.example', clientCode: '2002', fullName: 'Jorge Castillo Vega' };
/** A bank-issued password, changed by the recovery test only (seed/demo-bank.ts). */
export const BANK_ISSUED = { email: 'rosa.medina@sol.example', clientCode: '2002', fullName: 'Rosa Medina Suárez' };
/** Her identity document as the bank holds it (seed/demo-identity.ts). */
export const BANK_ISSUED_IDENTITY = { user: 'rmedina', documentType: 'PAS', documentId: 'L5530217', dateOfBirth: '03/10/1994', documentDueDate: '18/04/2033' };
