/**
 * The sign-in help assistant (spec §2 Login page): common questions with their answers, and
 * the downloads. `keywords` are word beginnings, without accents, that pick an answer for a
 * typed question.
 */
export const assistant = {
  open: 'Abrir el asistente de ayuda',
  close: 'Cerrar el asistente de ayuda',
  title: 'Asistente BEL',
  subtitle: 'Respuestas a las dudas más comunes',
  tooltip: '¿Necesita ayuda para entrar? Pregúnteme.',
  greeting: 'Hola, soy el asistente de BEL. Elija una pregunta frecuente o escriba la suya.',
  conversation: 'Conversación con el asistente',
  you: 'Usted',
  bot: 'Asistente',
  questions: 'Preguntas frecuentes',
  input: 'Escriba su pregunta',
  send: 'Enviar pregunta',
  noMatch: 'No tengo una respuesta para eso. Pruebe con una de las preguntas frecuentes o llame al banco.',
  downloads: {
    title: 'Descargas',
    terms: 'Términos y condiciones',
    contract: 'Contrato de servicios',
    authenticator: 'Instalador del autenticador',
    mobileApp: 'Aplicación móvil',
    pdf: 'PDF',
    zip: 'ZIP',
  },
  faq: {
    signIn: {
      q: '¿Cómo entro en BEL?',
      a: 'Escriba su correo electrónico, su contraseña y el código de cliente de su empresa, y pulse Siguiente. Después marque su PIN en el teclado numérico y pulse Entrar.',
      keywords: 'entr acced acces login inici sesion como',
    },
    forgot: {
      q: 'Olvidé mi contraseña',
      a: 'Pulse «¿Olvidó su contraseña?» debajo del botón Siguiente. Le pediremos su usuario y los datos de su documento de identidad, y podrá elegir una contraseña nueva.',
      keywords: 'olvid contrasena clave password recuper cambi nueva',
    },
    locked: {
      q: 'Mi usuario está bloqueado',
      a: 'Cinco intentos fallidos seguidos bloquean el usuario durante 30 minutos. Espere ese tiempo y vuelva a intentarlo, o llame al banco si no recuerda sus datos.',
      keywords: 'bloque intent fallid 30 minut',
    },
    clientCode: {
      q: '¿Qué es el código de cliente?',
      a: 'Es el número que el banco asignó a su empresa; figura en el contrato de Banca en Línea. Todos los usuarios de la empresa usan el mismo.',
      keywords: 'codigo cliente empresa numero',
    },
    pin: {
      q: '¿Por qué cambian de lugar los números del PIN?',
      a: 'Para que nadie pueda deducir su PIN por la posición de los clics. Si lo prefiere, escriba el PIN con las teclas de números de su teclado.',
      keywords: 'pin teclado numer cambi lugar orden',
    },
    session: {
      q: 'Mi sesión se cerró sola',
      a: 'Una sesión sin actividad se cierra a los 5 minutos, por seguridad. Además, cada usuario puede tener una sola sesión abierta: cierre la anterior antes de entrar en otro equipo.',
      keywords: 'sesion cerr expir caduc otra autentic',
    },
    signature: {
      q: '¿Cómo compruebo la firma de un PDF?',
      a: 'Los PDF de BEL llevan la firma digital del banco. Descargue el certificado raíz del banco desde el menú de exportación o desde la ayuda del portal e impórtelo como certificado de confianza en su lector de PDF.',
      keywords: 'firma pdf certific verific digital',
    },
    devices: {
      q: '¿Puedo usar BEL en el teléfono?',
      a: 'Sí: BEL funciona en el navegador del teléfono y del ordenador (Chrome, Edge, Firefox o Safari recientes). No necesita instalar nada; el banco de demostración no tiene aplicación móvil ni autenticador.',
      keywords: 'telefono movil celular app aplicacion navegador instal autentic',
    },
  },
};
