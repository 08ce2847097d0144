export const auth = {
  title: 'Acceso de clientes',
  steps: { credentials: 'Datos de acceso', pin: 'PIN' },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    customerCode: 'Código de cliente',
    pin: 'PIN',
  },
  actions: {
    next: 'Siguiente',
    back: 'Atrás',
    login: 'Entrar',
    delete: 'Borrar',
    deleteDigit: 'Borrar el último dígito',
    // Deliberately not "Mostrar contraseña": the field itself is labelled "Contraseña".
    showPassword: 'Mostrar caracteres',
    hidePassword: 'Ocultar caracteres',
    forgotPassword: '¿Olvidó su contraseña?',
  },
  keypad: { label: 'Teclado numérico' },
  pinCount_one: 'PIN: {{count}} dígito',
  pinCount_other: 'PIN: {{count}} dígitos',
  pinHelp: 'Marque su PIN en el teclado numérico o escríbalo con las teclas de números.',
  serverTime: 'Fecha y hora del servidor',
  lastAttempt: 'Atención: le queda un intento antes de que su usuario sea bloqueado.',
  changePassword: {
    title: 'Cambio de contraseña',
    text: 'La recuperación y el cambio de contraseña estarán disponibles próximamente en esta página. Si su contraseña fue generada por el banco, deberá cambiarla aquí antes de entrar.',
    back: 'Volver al inicio de sesión',
  },
};
