/**
 * Identity documents the demo bank holds for its users: what /ChangePassword asks for
 * (doc 2 §5, ADR 0018). Fictitious, fixed dates, so a tester can read them from the README.
 * A Cuban ID card number (CI) starts with the holder's birth date as YYMMDD.
 */
export const demoDocumentTypes = [
  { id: 1, code: 'CI', name: 'Carné de identidad' },
  { id: 2, code: 'PAS', name: 'Pasaporte' },
  { id: 3, code: 'CR', name: 'Carné de residente' },
] as const;

export interface DemoIdentity {
  username: string;
  documentType: (typeof demoDocumentTypes)[number]['code'];
  documentNumber: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  documentDueDate: string;
}

export const demoIdentities: DemoIdentity[] = [
  { username: 'aperez', documentType: 'CI', documentNumber: '79041208314', birthDate: '1979-04-12', documentDueDate: '2031-06-30' },
  { username: 'crodriguez', documentType: 'CI', documentNumber: '72110504527', birthDate: '1972-11-05', documentDueDate: '2029-11-05' },
  { username: 'mfernandez', documentType: 'PAS', documentNumber: 'K4471902', birthDate: '1986-02-21', documentDueDate: '2030-09-14' },
  { username: 'lgomez', documentType: 'CI', documentNumber: '68090113480', birthDate: '1968-09-01', documentDueDate: '2028-03-31' },
  { username: 'etorres', documentType: 'CI', documentNumber: '91071523156', birthDate: '1991-07-15', documentDueDate: '2032-07-15' },
  { username: 'jcastillo', documentType: 'CR', documentNumber: 'R2083516', birthDate: '1983-05-30', documentDueDate: '2029-12-31' },
  { username: 'rmedina', documentType: 'PAS', documentNumber: 'L5530217', birthDate: '1994-10-03', documentDueDate: '2033-04-18' },
];
