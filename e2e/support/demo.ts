export { DEMO_PASSWORD, DEMO_PIN } from '../../apps/server/src/seed/demo-bank.js';

export const NEGOTIATOR = { email: 'ana.perez@caribe.example', clientCode: '1001', fullName: 'Ana Pérez García' };
export const SIGNER = { email: 'carlos.rodriguez@caribe.example', clientCode: '1001', fullName: 'Carlos Rodríguez Díaz' };
export const SECOND_SIGNER = { email: 'maria.fernandez@caribe.example', clientCode: '1001', fullName: 'María Fernández López' };
export const AUTO_GENERATED = { email: 'elena.torres@caribe.example', clientCode: '1001', fullName: 'Elena Torres Ruiz' };
export const NEGOTIATOR_ACCOUNTS = ['0300001001000101', '0300001001000201', '0300001001000302', '0300001001000403'];
