import type { Language } from '@bel/contract';

/**
 * The texts of the documents the sign-in assistant offers (ADR 0019). Fictitious: the demo
 * bank's terms and service agreement, written to read like the real thing and marked as demo.
 */
export interface LegalDocument {
  title: string;
  subtitle: string;
  notice: string;
  sections: { heading: string; paragraphs: string[] }[];
  /** "Página 1 de 3". */
  page: (page: number, pages: number) => string;
  /** Signature lines at the end (the agreement only). */
  signatures?: string[];
}

const BANK = 'Banco Nacional Demo';

const terms: Record<Language, LegalDocument> = {
  es: {
    title: 'Términos y condiciones de uso',
    subtitle: `BEL · Banca en Línea para empresas · ${BANK} · Versión 1.0`,
    notice: 'DOCUMENTO DE DEMOSTRACIÓN. El banco, sus clientes y estas condiciones son ficticios y no obligan a nadie.',
    sections: [
      {
        heading: '1. Objeto',
        paragraphs: [
          `Estas condiciones regulan el uso de BEL, el servicio de banca en línea que ${BANK} (el Banco) ofrece a las empresas clientes y a las personas que estas autorizan (los Usuarios). Al entrar en BEL el Usuario las acepta.`,
        ],
      },
      {
        heading: '2. Acceso y credenciales',
        paragraphs: [
          'Cada Usuario entra con su correo electrónico, su contraseña, el código de cliente de su empresa y un PIN que marca en un teclado numérico cuyas teclas cambian de lugar en cada acceso.',
          'Las credenciales son personales e intransferibles. El Usuario debe guardarlas en secreto, no anotarlas junto al equipo y cambiar la contraseña si sospecha que otra persona la conoce.',
          'Cinco intentos fallidos seguidos de contraseña, PIN o datos de identidad bloquean el acceso durante 30 minutos. Una sesión sin actividad se cierra a los 5 minutos y cada Usuario puede tener una sola sesión abierta.',
        ],
      },
      {
        heading: '3. Recuperación y cambio de contraseña',
        paragraphs: [
          'El Usuario que olvide su contraseña puede elegir una nueva en la página de recuperación, tras identificarse con su usuario y los datos de su documento de identidad registrados en el Banco. Una contraseña generada por el Banco debe cambiarse en el primer acceso.',
          'La contraseña tiene entre 8 y 20 caracteres, con al menos un dígito, una letra minúscula, una letra mayúscula y uno de los símbolos ~ ! @ # $ % ^ & * . + - _.',
        ],
      },
      {
        heading: '4. Consultas, solicitudes y firmas',
        paragraphs: [
          'BEL permite consultar cuentas, préstamos, cartas de crédito y tasas de cambio, y preparar solicitudes que requieren el número de firmas que la empresa haya establecido. Una solicitud se ejecuta solo cuando reúne todas las firmas exigidas.',
          'Los documentos que BEL exporta en PDF llevan la firma digital del Banco. El Usuario puede comprobarla con el certificado raíz del Banco, que se descarga desde el propio portal.',
        ],
      },
      {
        heading: '5. Responsabilidades',
        paragraphs: [
          'El Banco responde del funcionamiento del servicio y de la custodia de los datos. La empresa cliente responde de las operaciones realizadas con las credenciales de sus Usuarios y de comunicar al Banco cuanto antes la pérdida o el uso indebido de estas.',
        ],
      },
      {
        heading: '6. Datos personales',
        paragraphs: [
          'El Banco trata los datos de los Usuarios solo para prestar el servicio, registrar las operaciones y cumplir sus obligaciones legales. Las contraseñas y los PIN se guardan cifrados de forma irreversible; nadie en el Banco puede leerlos.',
        ],
      },
      {
        heading: '7. Disponibilidad y cambios',
        paragraphs: [
          'El servicio está disponible todos los días, salvo interrupciones por mantenimiento, que se anunciarán con antelación cuando sea posible. El Banco puede modificar estas condiciones avisando a los Usuarios en el portal con treinta días de antelación.',
        ],
      },
    ],
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
  en: {
    title: 'Terms and conditions of use',
    subtitle: `BEL · Online banking for businesses · ${BANK} · Version 1.0`,
    notice: 'DEMONSTRATION DOCUMENT. The bank, its customers and these terms are fictitious and bind no one.',
    sections: [
      {
        heading: '1. Purpose',
        paragraphs: [
          `These terms govern the use of BEL, the online banking service that ${BANK} (the Bank) offers to its business customers and to the people they authorise (the Users). By signing in to BEL the User accepts them.`,
        ],
      },
      {
        heading: '2. Access and credentials',
        paragraphs: [
          "Each User signs in with their e-mail address, their password, their company's client code and a PIN entered on a keypad whose keys change places at every sign-in.",
          'Credentials are personal and may not be shared. The User must keep them secret, never write them down near the computer, and change the password if they suspect someone else knows it.',
          'Five consecutive failed attempts at the password, the PIN or the identity data lock access for 30 minutes. A session with no activity ends after 5 minutes, and each User may have only one open session.',
        ],
      },
      {
        heading: '3. Password recovery and change',
        paragraphs: [
          'A User who forgets their password can choose a new one on the recovery page, after identifying themselves with their user name and the identity document data held by the Bank. A password issued by the Bank must be changed at the first sign-in.',
          'A password has 8 to 20 characters, with at least one digit, one lower-case letter, one upper-case letter and one of the symbols ~ ! @ # $ % ^ & * . + - _.',
        ],
      },
      {
        heading: '4. Queries, requests and signatures',
        paragraphs: [
          'BEL lets Users look up accounts, loans, letters of credit and exchange rates, and prepare requests that need the number of signatures their company has set. A request is carried out only once it has every signature required.',
          "PDF documents exported by BEL carry the Bank's digital signature. Users can verify it with the Bank's root certificate, which downloads from the portal itself.",
        ],
      },
      {
        heading: '5. Responsibilities',
        paragraphs: [
          "The Bank is responsible for the operation of the service and the safekeeping of data. The customer company is responsible for operations carried out with its Users' credentials and for telling the Bank as soon as possible if they are lost or misused.",
        ],
      },
      {
        heading: '6. Personal data',
        paragraphs: [
          "The Bank processes Users' data only to provide the service, record operations and meet its legal obligations. Passwords and PINs are stored irreversibly hashed; no one at the Bank can read them.",
        ],
      },
      {
        heading: '7. Availability and changes',
        paragraphs: [
          'The service is available every day, except for maintenance interruptions, announced in advance whenever possible. The Bank may change these terms by notifying Users in the portal thirty days in advance.',
        ],
      },
    ],
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

const contract: Record<Language, LegalDocument> = {
  es: {
    title: 'Contrato de prestación de servicios de Banca en Línea',
    subtitle: `${BANK} · Modelo de contrato para empresas · Versión 1.0`,
    notice: 'MODELO DE DEMOSTRACIÓN. Complete y firme un ejemplar solo en un banco real; este no tiene validez.',
    sections: [
      {
        heading: 'Partes',
        paragraphs: [
          `De una parte, ${BANK}, en adelante el Banco. De otra parte, la empresa cuyo nombre, código de cliente y representante constan al pie, en adelante el Cliente.`,
        ],
      },
      {
        heading: 'Primera. Objeto',
        paragraphs: [
          'El Banco pone a disposición del Cliente el servicio BEL · Banca en Línea para consultar sus cuentas, préstamos, cartas de crédito y tasas de cambio, y para preparar, firmar y enviar solicitudes al Banco.',
        ],
      },
      {
        heading: 'Segunda. Usuarios y roles',
        paragraphs: [
          'El Cliente designa por escrito a los Usuarios y el rol de cada uno: negociador (prepara solicitudes), firmante (las firma o autoriza) o administrador (consulta las trazas de auditoría). El Banco entrega a cada Usuario una contraseña provisional, que este cambiará en su primer acceso, y un PIN personal.',
        ],
      },
      {
        heading: 'Tercera. Firmas requeridas',
        paragraphs: [
          'El Cliente fija el número de firmas que necesita cada solicitud. El Banco ejecuta una solicitud solo cuando ha recibido ese número de firmas de Usuarios distintos con rol de firmante.',
        ],
      },
      {
        heading: 'Cuarta. Seguridad',
        paragraphs: [
          'El acceso exige contraseña y PIN. Cinco intentos fallidos bloquean al Usuario durante 30 minutos y una sesión inactiva se cierra a los 5 minutos. El Cliente comunicará al Banco de inmediato la baja de un Usuario o la sospecha de un uso indebido.',
        ],
      },
      {
        heading: 'Quinta. Tarifas',
        paragraphs: ['El servicio de demostración no tiene coste. En un banco real, las tarifas constarían en un anexo firmado por ambas partes.'],
      },
      {
        heading: 'Sexta. Duración y resolución',
        paragraphs: [
          'El contrato dura un año y se renueva por periodos iguales salvo aviso de cualquiera de las partes con treinta días de antelación. Las solicitudes firmadas antes del fin del contrato se ejecutan conforme a sus términos.',
        ],
      },
    ],
    page: (page, pages) => `Página ${page} de ${pages}`,
    signatures: ['Por el Banco (nombre, cargo y firma)', 'Por el Cliente (nombre, cargo, código de cliente y firma)', 'Lugar y fecha'],
  },
  en: {
    title: 'Online banking services agreement',
    subtitle: `${BANK} · Model agreement for businesses · Version 1.0`,
    notice: 'DEMONSTRATION MODEL. Fill in and sign a copy only at a real bank; this one has no legal effect.',
    sections: [
      {
        heading: 'Parties',
        paragraphs: [`On the one hand, ${BANK}, hereinafter the Bank. On the other, the company whose name, client code and representative appear below, hereinafter the Customer.`],
      },
      {
        heading: 'First. Purpose',
        paragraphs: [
          'The Bank makes the BEL online banking service available to the Customer to look up its accounts, loans, letters of credit and exchange rates, and to prepare, sign and send requests to the Bank.',
        ],
      },
      {
        heading: 'Second. Users and roles',
        paragraphs: [
          'The Customer names its Users in writing, with the role of each: negotiator (prepares requests), signer (signs or authorises them) or administrator (reads the audit traces). The Bank gives each User a provisional password, to be changed at the first sign-in, and a personal PIN.',
        ],
      },
      {
        heading: 'Third. Required signatures',
        paragraphs: ['The Customer sets how many signatures each request needs. The Bank carries out a request only once it has received that many signatures from different Users holding the signer role.'],
      },
      {
        heading: 'Fourth. Security',
        paragraphs: [
          'Access requires a password and a PIN. Five failed attempts lock the User for 30 minutes and an idle session ends after 5 minutes. The Customer tells the Bank at once when a User leaves or misuse is suspected.',
        ],
      },
      {
        heading: 'Fifth. Fees',
        paragraphs: ['The demonstration service is free of charge. At a real bank, fees would be set out in an annex signed by both parties.'],
      },
      {
        heading: 'Sixth. Term and termination',
        paragraphs: [
          'The agreement lasts one year and renews for equal periods unless either party gives thirty days notice. Requests signed before the agreement ends are carried out on their own terms.',
        ],
      },
    ],
    page: (page, pages) => `Page ${page} of ${pages}`,
    signatures: ['For the Bank (name, position and signature)', 'For the Customer (name, position, client code and signature)', 'Place and date'],
  },
};

export const legalDocuments = { terms, contract };
