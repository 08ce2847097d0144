import { strToU8, zipSync } from 'fflate';
import type { Language } from '@bel/contract';

/**
 * The authenticator installer and the mobile app of the spec, for a demo bank that has
 * neither (ADR 0019): a small zip with a read-me saying so, what the portal uses instead,
 * and what a real bank would ship in its place.
 */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

const authenticator: Record<Language, { name: string; text: string }> = {
  es: {
    name: 'LEAME.txt',
    text: `BEL - Banca en Línea · Autenticador (demostración)
=================================================

Banco Nacional Demo es un banco ficticio y este paquete no instala nada.

En este portal de demostración no hace falta ningún autenticador: el segundo factor
es el PIN que se marca en el teclado numérico de la página de acceso, cuyas teclas
cambian de lugar en cada acceso.

Qué entregaría un banco real en su lugar
- Un instalador firmado por el banco (MSI para Windows, PKG para macOS) o un
  enlace a la tienda de aplicaciones, con la huella SHA-256 publicada en su web.
- Una aplicación que genera códigos de un solo uso (TOTP, RFC 6238) o que aprueba
  cada acceso con una notificación.
- Instrucciones para vincular el autenticador a su usuario en la oficina del banco.

Nunca instale un autenticador que le llegue por correo electrónico o desde una
página que no sea la del banco.

Usuarios de demostración: consulte el archivo README del proyecto.
`,
  },
  en: {
    name: 'README.txt',
    text: `BEL - Online banking · Authenticator (demonstration)
===================================================

Banco Nacional Demo is a fictitious bank and this package installs nothing.

This demonstration portal needs no authenticator: the second factor is the PIN
entered on the keypad of the sign-in page, whose keys change places at every
sign-in.

What a real bank would ship instead
- An installer signed by the bank (MSI for Windows, PKG for macOS) or a link to
  the app store, with its SHA-256 fingerprint published on the bank's website.
- An app that generates one-time codes (TOTP, RFC 6238) or approves each sign-in
  with a notification.
- Instructions to link the authenticator to your user at a branch of the bank.

Never install an authenticator that reaches you by e-mail or from a page that is
not the bank's.

Demonstration users: see the project's README file.
`,
  },
};

const mobileApp: Record<Language, { name: string; text: string }> = {
  es: {
    name: 'LEAME.txt',
    text: `BEL - Banca en Línea · Aplicación móvil (demostración)
=====================================================

Banco Nacional Demo es un banco ficticio y no tiene aplicación móvil.

El portal funciona en el navegador del teléfono (desde 360 píxeles de ancho): abra
la dirección del portal en el navegador y, si lo desea, añádala a la pantalla de
inicio desde el menú del navegador ("Añadir a pantalla de inicio").

Qué entregaría un banco real en su lugar
- Enlaces a la aplicación en las tiendas oficiales (Google Play, App Store), nunca
  un archivo APK suelto.
- El nombre exacto del desarrollador, para que el cliente compruebe que la
  aplicación es la del banco.
`,
  },
  en: {
    name: 'README.txt',
    text: `BEL - Online banking · Mobile app (demonstration)
================================================

Banco Nacional Demo is a fictitious bank and has no mobile app.

The portal works in a phone's browser (from 360 pixels wide): open the portal's
address in the browser and, if you like, add it to the home screen from the
browser's menu ("Add to Home screen").

What a real bank would ship instead
- Links to the app in the official stores (Google Play, App Store), never a loose
  APK file.
- The developer's exact name, so customers can check the app is the bank's.
`,
  },
};

function readmeZip(folder: string, file: { name: string; text: string }): Uint8Array {
  // CRLF, so the text reads well in Windows Notepad too.
  return zipSync({ [folder]: { [file.name]: [strToU8(file.text.replaceAll('\n', '\r\n')), { mtime: FIXED_DATE }] } }, { level: 9, mtime: FIXED_DATE });
}

export function authenticatorPackage(language: Language): Uint8Array {
  return readmeZip(language === 'es' ? 'BEL-Autenticador-demo' : 'BEL-Authenticator-demo', authenticator[language]);
}

export function mobileAppPackage(language: Language): Uint8Array {
  return readmeZip(language === 'es' ? 'BEL-Movil-demo' : 'BEL-Mobile-demo', mobileApp[language]);
}
