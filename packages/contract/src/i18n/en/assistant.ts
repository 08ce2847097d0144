import type { assistant as es } from '../es/assistant';
import type { CatalogueShape } from '../shape';

export const assistant: CatalogueShape<typeof es> = {
  open: 'Open the help assistant',
  close: 'Close the help assistant',
  title: 'BEL assistant',
  subtitle: 'Answers to the most common questions',
  tooltip: 'Need help signing in? Ask me.',
  greeting: "Hello, I'm the BEL assistant. Choose a frequent question or type your own.",
  conversation: 'Conversation with the assistant',
  you: 'You',
  bot: 'Assistant',
  questions: 'Frequent questions',
  input: 'Type your question',
  send: 'Send question',
  noMatch: "I don't have an answer for that. Try one of the frequent questions or call the bank.",
  downloads: {
    title: 'Downloads',
    terms: 'Terms and conditions',
    contract: 'Service agreement',
    authenticator: 'Authenticator installer',
    mobileApp: 'Mobile app',
    pdf: 'PDF',
    zip: 'ZIP',
  },
  faq: {
    signIn: {
      q: 'How do I sign in to BEL?',
      a: "Enter your e-mail address, your password and your company's client code, and press Next. Then enter your PIN on the keypad and press Log in.",
      keywords: 'sign log enter access how start',
    },
    forgot: {
      q: 'I forgot my password',
      a: "Press 'Forgot your password?' below the Next button. We will ask for your user name and the details of your identity document, and you can choose a new password.",
      keywords: 'forgot password reset recover change new lost',
    },
    locked: {
      q: 'My user is locked',
      a: 'Five failed attempts in a row lock the user for 30 minutes. Wait that long and try again, or call the bank if you do not remember your details.',
      keywords: 'lock block attempt fail 30 minut',
    },
    clientCode: {
      q: 'What is the client code?',
      a: 'It is the number the bank gave your company; it appears in the online banking agreement. Every user of the company uses the same one.',
      keywords: 'client code company customer number',
    },
    pin: {
      q: 'Why do the PIN keys change places?',
      a: 'So that no one can work out your PIN from where you click. If you prefer, type the PIN with the number keys on your keyboard.',
      keywords: 'pin keypad digit number key order',
    },
    session: {
      q: 'My session ended by itself',
      a: 'A session with no activity ends after 5 minutes, for security. Also, each user may have only one open session: log out of the previous one before signing in on another computer.',
      keywords: 'session end expir close another logged',
    },
    signature: {
      q: 'How do I check the signature of a PDF?',
      a: "BEL's PDF files carry the bank's digital signature. Download the bank's root certificate from the export menu or from the portal's help and import it as a trusted certificate in your PDF reader.",
      keywords: 'signature sign pdf certific verif digital',
    },
    devices: {
      q: 'Can I use BEL on my phone?',
      a: 'Yes: BEL works in the browser of your phone and your computer (recent Chrome, Edge, Firefox or Safari). There is nothing to install; the demo bank has no mobile app or authenticator.',
      keywords: 'phone mobile cell app browser install authentic',
    },
  },
};
