import type { LcType } from '@bel/contract';

/**
 * The demo bank's letters of credit, as data (ADR 0014). References are fixed; dates are
 * days relative to the seed day (negative: before it), past operations moved back to a
 * working day, so a fresh demo always has drawn, expired, cancelled and running letters,
 * discrepancies and obligations behind and ahead. Each letter is kept on one of its
 * company's accounts (the serial of demo-bank.ts) and takes that account's currency.
 * Amounts are whole units. Everything here is fictitious.
 */
export interface DemoDrawing {
  day: number;
  amount: number;
  /** Discrepancy notices on the drawing's documents, notified before it was paid. */
  discrepancies?: { day: number; text: string }[];
}

export interface DemoCreditLetter {
  reference: string;
  clientCode: number;
  account: number;
  type: LcType;
  amount: number;
  /** Positive tolerance in percent: the liability is the amount plus it. */
  tolerancePct: number;
  issued: number;
  expires: number;
  /** None for a standby letter. */
  latestShipment?: number;
  /** For an export letter, the foreign buyer; otherwise the company itself. */
  applicant?: string;
  /** For an export letter, the company itself; otherwise the foreign or local seller. */
  beneficiary?: string;
  bank: string;
  goods: string;
  confirmed: boolean;
  payment: { form: 'SIGHT' } | { form: 'ACCEPTANCE'; days: number } | { form: 'DEFERRED'; days: number; instalments: number };
  liquidity?: { sigla: string; pecex: string };
  cancelled?: number;
  drawings?: DemoDrawing[];
}

export const demoLiquiditySupport: { sigla: string; es: string; en: string }[] = [
  { sigla: 'CLBC', es: 'Respaldo de liquidez del Banco Central', en: 'Central Bank liquidity backing' },
  { sigla: 'FCEX', es: 'Fondo de captación de exportaciones', en: 'Export earnings fund' },
  { sigla: 'AUTO', es: 'Autofinanciamiento en divisas', en: 'Self-financed in foreign currency' },
  { sigla: 'CRED', es: 'Crédito de proveedor', en: 'Supplier credit' },
];

export const demoCreditLetters: DemoCreditLetter[] = [
  {
    reference: 'TF1001000001',
    clientCode: 1001,
    account: 3,
    type: 'IMP',
    amount: 250_000,
    tolerancePct: 10,
    issued: -300,
    expires: -180,
    latestShipment: -195,
    beneficiary: 'Maquinarias Levante S.L., Valencia',
    bank: 'Banco Mediterráneo de Comercio, Valencia',
    goods: 'Dos grupos electrógenos diésel de 500 kVA con repuestos',
    confirmed: true,
    payment: { form: 'SIGHT' },
    liquidity: { sigla: 'CLBC', pecex: 'PX-00412' },
    // Drawn in full: UTILISED.
    drawings: [
      { day: -240, amount: 100_000, discrepancies: [{ day: -244, text: 'Factura comercial sin firmar.' }] },
      { day: -200, amount: 150_000 },
    ],
  },
  {
    reference: 'TF1001000002',
    clientCode: 1001,
    account: 4,
    type: 'IMP',
    amount: 80_000,
    tolerancePct: 5,
    issued: -220,
    expires: -40,
    latestShipment: -70,
    beneficiary: 'Lácteos del Adriático S.p.A., Bari',
    bank: 'Banca Adriatica di Credito, Bari',
    goods: 'Leche en polvo entera, 40 toneladas',
    confirmed: false,
    payment: { form: 'ACCEPTANCE', days: 90 },
    liquidity: { sigla: 'FCEX', pecex: 'PX-00388' },
    // Expired with a balance left; the second acceptance falls due after the seed day.
    drawings: [
      { day: -150, amount: 30_000 },
      {
        day: -75,
        amount: 35_000,
        discrepancies: [
          { day: -79, text: 'Conocimiento de embarque presentado fuera del plazo de 21 días.' },
          { day: -77, text: 'Certificado sanitario sin legalizar.' },
        ],
      },
    ],
  },
  {
    reference: 'TF1001000003',
    clientCode: 1001,
    account: 3,
    type: 'IMP',
    amount: 500_000,
    tolerancePct: 0,
    issued: -120,
    expires: 60,
    latestShipment: 30,
    beneficiary: 'Agroinsumos del Pacífico S.A., Lima',
    bank: 'Banco Andino de Fomento, Lima',
    goods: 'Fertilizante NPK 15-15-15, 2 000 toneladas',
    confirmed: true,
    payment: { form: 'DEFERRED', days: 60, instalments: 2 },
    liquidity: { sigla: 'CLBC', pecex: 'PX-00431' },
    drawings: [{ day: -50, amount: 200_000, discrepancies: [{ day: -53, text: 'Peso bruto del certificado de origen distinto al de la lista de empaque.' }] }],
  },
  {
    reference: 'TF1001000004',
    clientCode: 1001,
    account: 1,
    type: 'SBY',
    amount: 1_500_000,
    tolerancePct: 0,
    issued: -90,
    expires: 275,
    beneficiary: 'Terminal de Contenedores del Oeste S.A., Mariel',
    bank: 'Oficina Central, La Habana',
    goods: 'Garantía de pago de servicios portuarios',
    confirmed: false,
    payment: { form: 'SIGHT' },
  },
  {
    reference: 'TF1001000005',
    clientCode: 1001,
    account: 3,
    type: 'EXP',
    amount: 120_000,
    tolerancePct: 5,
    issued: -160,
    expires: -10,
    latestShipment: -40,
    applicant: 'Caribbean Foods Trading Ltd., Kingston',
    bank: 'Harbour Commercial Bank, Kingston',
    goods: 'Ron añejo embotellado, 12 000 cajas',
    confirmed: true,
    payment: { form: 'SIGHT' },
    drawings: [
      { day: -100, amount: 60_000, discrepancies: [{ day: -103, text: 'Certificado de origen con una descripción de la mercancía distinta a la de la carta de crédito.' }] },
      { day: -30, amount: 45_000 },
    ],
  },
  {
    reference: 'TF1001000006',
    clientCode: 1001,
    account: 4,
    type: 'IMP',
    amount: 45_000,
    tolerancePct: 10,
    issued: -25,
    expires: 95,
    latestShipment: 65,
    beneficiary: 'Farmacéutica Rhein GmbH, Colonia',
    bank: 'Rheinische Handelsbank AG, Colonia',
    goods: 'Reactivos de laboratorio clínico',
    confirmed: false,
    payment: { form: 'SIGHT' },
    liquidity: { sigla: 'AUTO', pecex: 'PX-00502' },
  },
  {
    reference: 'TF1001000007',
    clientCode: 1001,
    account: 3,
    type: 'IMP',
    amount: 75_000,
    tolerancePct: 0,
    issued: -200,
    expires: -20,
    latestShipment: -50,
    beneficiary: 'Textiles Costa Norte S.A. de C.V., Monterrey',
    bank: 'Banco Regional del Golfo, Monterrey',
    goods: 'Tela de algodón para uniformes',
    confirmed: false,
    payment: { form: 'SIGHT' },
    liquidity: { sigla: 'CRED', pecex: 'PX-00355' },
    // Cancelled unused: it never expires as a running letter.
    cancelled: -150,
  },
  {
    reference: 'TF1001000008',
    clientCode: 1001,
    account: 3,
    type: 'IMP',
    amount: 320_000,
    tolerancePct: 5,
    issued: -70,
    expires: 20,
    latestShipment: -5,
    beneficiary: 'Equipos Médicos del Istmo S.A., Ciudad de Panamá',
    bank: 'Banco Transístmico, Ciudad de Panamá',
    goods: 'Equipos de rayos X digitales, 4 unidades',
    confirmed: true,
    payment: { form: 'ACCEPTANCE', days: 120 },
    liquidity: { sigla: 'CLBC', pecex: 'PX-00467' },
    drawings: [
      {
        day: -15,
        amount: 180_000,
        discrepancies: [
          { day: -19, text: 'Factura comercial sin el número de la carta de crédito.' },
          { day: -16, text: 'Falta el certificado de inspección previa al embarque.' },
        ],
      },
    ],
  },
  {
    reference: 'TF2002000001',
    clientCode: 2002,
    account: 2,
    type: 'IMP',
    amount: 60_000,
    tolerancePct: 0,
    issued: -130,
    expires: 50,
    latestShipment: 20,
    beneficiary: 'Mobiliario Hotelero Atlántico S.L., Las Palmas',
    bank: 'Banco Insular de Canarias, Las Palmas',
    goods: 'Mobiliario para 40 habitaciones de hotel',
    confirmed: false,
    payment: { form: 'ACCEPTANCE', days: 60 },
    liquidity: { sigla: 'AUTO', pecex: 'PX-00290' },
    drawings: [{ day: -100, amount: 25_000, discrepancies: [{ day: -103, text: 'Lista de empaque sin la firma del embarcador.' }] }],
  },
  {
    reference: 'TF2002000002',
    clientCode: 2002,
    account: 2,
    type: 'SBY',
    amount: 40_000,
    tolerancePct: 0,
    issued: -250,
    expires: -65,
    beneficiary: 'Viajes Aurora Tour Operador S.A., Toronto',
    bank: 'Northshore Trust Bank, Toronto',
    goods: 'Garantía de servicios de alojamiento, temporada alta',
    confirmed: false,
    payment: { form: 'SIGHT' },
    drawings: [{ day: -80, amount: 10_000 }],
  },
  {
    reference: 'TF2002000003',
    clientCode: 2002,
    account: 1,
    type: 'IMP',
    amount: 900_000,
    tolerancePct: 0,
    issued: -35,
    expires: 150,
    latestShipment: 120,
    beneficiary: 'Cooperativa Agropecuaria Valle Verde, Matanzas',
    bank: 'Banco Popular del Oriente, Santiago de Cuba',
    goods: 'Viandas y hortalizas para los hoteles de Varadero',
    confirmed: false,
    payment: { form: 'SIGHT' },
  },
];
