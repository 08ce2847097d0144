import type { help as es } from '../es/help';
import type { CatalogueShape } from '../shape';

export const help: CatalogueShape<typeof es> = {
  title: 'BEL online banking help',
  intro: "This guide explains how to sign in to BEL, find your way around the portal, look up and export data, and check the digital signature of the bank's documents.",
  contents: 'Contents',
  backToPortal: 'Go to the portal',
  otherLanguage: 'Leer esta ayuda en español',
  downloadCa: "Download the bank's root certificate (banco-nacional-demo-ca.pem)",
  recoverLink: 'Go to password recovery',
  sections: {
    signIn: {
      title: 'Signing in to BEL',
      paragraphs: {
        p1: "Signing in takes two steps. First enter your e-mail address, your password and your company's client code, and press Next.",
        p2: 'Then enter your PIN on the keypad. The keys change places at every sign-in so that no one can work out the PIN from where you click; you can also type it with the number keys. Press Log in.',
        p3: 'Five failed attempts in a row (password, PIN or identity data) lock your user for 30 minutes. Each user may have only one open session, and a session with no activity ends after 5 minutes.',
        p4: 'The language button in the header switches between Spanish and English; this browser remembers the choice.',
      },
    },
    password: {
      title: 'Recovering or changing your password',
      paragraphs: {
        p1: "If you forgot your password, press 'Forgot your password?' on the sign-in page. Enter your user name, the type and number of your identity document, your date of birth and the document's expiry date, as the bank holds them. Then choose the new password and repeat it.",
        p2: 'A password has 8 to 20 characters, with at least one digit, one lower-case letter, one upper-case letter and one of these symbols: ~ ! @ # $ % ^ & * . + - _. If the bank issued your password, BEL asks you to change it before signing in.',
        p3: 'While signed in, you can change it in Settings, in the user menu.',
      },
    },
    menu: {
      title: 'The side menu',
      paragraphs: {
        p1: 'The menu on the left groups the queries (Accounts, Loans, Letters of credit, Checkbooks, Exchange rates). Press a group to expand it and an entry to open it.',
        p2: 'The button at the top left collapses the menu to a column of icons or expands it again. On narrow screens the menu is hidden: open it with that button, and it closes by itself when you choose an entry.',
      },
    },
    tabs: {
      title: 'Tabs',
      paragraphs: {
        p1: 'Each query opens in its own tab and keeps what you searched while the tab stays open. The Home tab cannot be closed; the + button goes back to it.',
        p2: 'Close a tab with its X button. With the keyboard, the left and right arrows move between tabs and the Delete key closes the focused one. Open tabs stay until you log out or close the browser.',
      },
    },
    queries: {
      title: 'Queries',
      paragraphs: {
        p1: 'Each query starts with a form: choose the account or accounts (choosing none queries them all) and the dates as DD/MM/YYYY, and press Find.',
        p2: 'The results appear in a table. You can search a text in every column, filter by column, sort by pressing a header and choose 10, 20 or 30 rows per page. The eye button on each row opens its details; Go back clears the search and returns to the form.',
        p3: 'Amounts show two decimals; negative ones carry a minus sign and show in red.',
      },
    },
    exports: {
      title: 'Exporting',
      paragraphs: {
        p1: 'If your user may export, the PDF and Excel buttons appear above the table (exchange rates also export to CSV). What you see is exported: the rows after search, filters and sorting.',
        p2: 'PDF files are digitally signed by the bank before they download; if signing fails, nothing downloads. Statements also download as TXT (MT940) and XML (camt.053).',
      },
    },
    signatures: {
      title: 'Checking the digital signature of a PDF',
      paragraphs: {
        p1: "BEL's PDF files carry the bank's signature, issued by its root certificate authority. For your reader to show it as valid and trusted, download the bank's root certificate once and mark it as trusted.",
      },
      steps: {
        s1: 'Download the certificate with the link below (it is also in the export menu).',
        s2: "Adobe Acrobat Reader: Preferences > Signatures > Identities & Trusted Certificates > More… > Trusted Certificates > Import; choose the file and tick 'Use this certificate as a trusted root'.",
        s3: 'Open the PDF: the signature panel should say the signature is valid and the document has not been changed since it was signed.',
        s4: 'On Linux: import the certificate into an NSS database with certutil -A -t "CT,C,C" and check the PDF with pdfsig.',
      },
    },
    panel: {
      title: 'Exchange rates and notifications',
      paragraphs: {
        p1: "The fixed tab on the right edge opens today's exchange rates and a currency converter. The bell in the header shows your latest notifications; the Home tab lists them all.",
      },
    },
    settings: {
      title: 'Settings and logging out',
      paragraphs: {
        p1: 'The user menu (your photo or initials, top right) holds this help, Settings and Log out.',
        p2: 'In Settings you can change your profile photo (PNG, JPEG, GIF or WebP of up to 200,000 bytes) and your password. Any change needs your current password.',
        p3: 'Always log out when you finish, above all on a shared computer.',
      },
    },
    accessibility: {
      title: 'Keyboard and screen readers',
      paragraphs: {
        p1: "The whole portal works with the keyboard: Tab moves forward, Shift+Tab back, and a 'Skip to content' link appears at the first Tab. On the PIN keypad, each key is announced by its digit, and you can type the PIN directly.",
      },
    },
  },
};
