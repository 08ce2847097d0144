/**
 * The help pages (/help/es, /help/en): how to use the portal. Each section has a title, its
 * paragraphs and, where useful, a list of steps; they render in the order written here.
 */
export const help = {
  title: 'Ayuda de BEL · Banca en Línea',
  intro: 'Esta guía explica cómo entrar en BEL, moverse por el portal, consultar y exportar datos y comprobar la firma digital de los documentos del banco.',
  contents: 'Contenido',
  backToPortal: 'Ir al portal',
  otherLanguage: 'Read this help in English',
  downloadCa: 'Descargar el certificado raíz del banco (banco-nacional-demo-ca.pem)',
  recoverLink: 'Ir a la recuperación de contraseña',
  sections: {
    signIn: {
      title: 'Entrar en BEL',
      paragraphs: {
        p1: 'El acceso tiene dos pasos. En el primero escriba su correo electrónico, su contraseña y el código de cliente de su empresa, y pulse Siguiente.',
        p2: 'En el segundo marque su PIN en el teclado numérico. Las teclas cambian de lugar en cada acceso para que nadie pueda deducir el PIN por la posición de los clics; también puede escribirlo con las teclas de números. Pulse Entrar.',
        p3: 'Cinco intentos fallidos seguidos (contraseña, PIN o datos de identidad) bloquean su usuario durante 30 minutos. Cada usuario puede tener una sola sesión abierta, y una sesión sin actividad se cierra a los 5 minutos.',
        p4: 'El botón de idioma de la cabecera cambia entre español e inglés; la elección se recuerda en este navegador.',
      },
    },
    password: {
      title: 'Recuperar o cambiar la contraseña',
      paragraphs: {
        p1: 'Si olvidó su contraseña, pulse «¿Olvidó su contraseña?» en la página de acceso. Escriba su usuario, el tipo y el número de su documento de identidad, su fecha de nacimiento y la fecha de vencimiento del documento, tal como los tiene registrados el banco. Después elija la nueva contraseña y repítala.',
        p2: 'La contraseña tiene entre 8 y 20 caracteres, con al menos un número, una letra minúscula, una letra mayúscula y uno de estos símbolos: ~ ! @ # $ % ^ & * . + - _. Si su contraseña fue generada por el banco, BEL le pedirá cambiarla antes de entrar.',
        p3: 'Con la sesión abierta, puede cambiarla en Configuración, en el menú de usuario.',
      },
    },
    menu: {
      title: 'El menú lateral',
      paragraphs: {
        p1: 'El menú de la izquierda agrupa las consultas (Cuentas, Préstamos, Cartas de crédito, Chequeras, Tasas de cambio). Pulse un grupo para desplegarlo y una opción para abrirla.',
        p2: 'El botón de la esquina superior izquierda contrae el menú a una columna de iconos o lo vuelve a desplegar. En pantallas estrechas el menú se oculta: ábralo con ese botón y se cerrará solo al elegir una opción.',
      },
    },
    tabs: {
      title: 'Pestañas',
      paragraphs: {
        p1: 'Cada consulta se abre en su propia pestaña y conserva lo que buscó mientras la pestaña siga abierta. La pestaña Inicio no se cierra; el botón + vuelve a ella.',
        p2: 'Cierre una pestaña con su botón X. Con el teclado, las flechas izquierda y derecha recorren las pestañas y la tecla Suprimir cierra la que tiene el foco. Las pestañas abiertas se mantienen hasta que cierre la sesión o el navegador.',
      },
    },
    queries: {
      title: 'Consultas',
      paragraphs: {
        p1: 'Cada consulta empieza con un formulario: elija la cuenta o las cuentas (si no elige ninguna, se consultan todas) y las fechas en formato DD/MM/AAAA, y pulse Buscar.',
        p2: 'Los resultados aparecen en una tabla. Puede buscar un texto en todas las columnas, filtrar por columna, ordenar pulsando un encabezado y elegir 10, 20 o 30 filas por página. El botón con el ojo de cada fila abre sus detalles; Volver limpia la búsqueda y regresa al formulario.',
        p3: 'Los importes se muestran con dos decimales; los negativos llevan el signo menos y se ven en rojo.',
      },
    },
    exports: {
      title: 'Exportar',
      paragraphs: {
        p1: 'Si su usuario tiene el permiso de exportar, encima de la tabla verá los botones PDF y Excel (las tasas de cambio también se exportan en CSV). Se exporta lo que ve: las filas tras la búsqueda, los filtros y el orden.',
        p2: 'Los PDF los firma digitalmente el banco antes de descargarse; si la firma no es posible, no se descarga nada. Los estados de cuenta también se descargan en TXT (MT940) y XML (camt.053).',
      },
    },
    signatures: {
      title: 'Comprobar la firma digital de un PDF',
      paragraphs: {
        p1: 'Los PDF de BEL llevan la firma del banco, emitida por su autoridad de certificación raíz. Para que su lector la muestre como válida y de confianza, descargue una vez el certificado raíz del banco y márquelo como de confianza.',
      },
      steps: {
        s1: 'Descargue el certificado con el enlace de abajo (también está en el menú de exportación).',
        s2: 'Adobe Acrobat Reader: Preferencias > Firmas > Identidades y certificados de confianza > Más… > Certificados de confianza > Importar; elija el archivo y marque «Usar este certificado como raíz de confianza».',
        s3: 'Abra el PDF: el panel de firmas debe decir que la firma es válida y que el documento no se modificó después de firmarse.',
        s4: 'En Linux: importe el certificado en una base NSS con certutil -A -t "CT,C,C" y compruebe el PDF con pdfsig.',
      },
    },
    panel: {
      title: 'Tasas de cambio y notificaciones',
      paragraphs: {
        p1: 'La pestaña fija del borde derecho abre las tasas de cambio del día y un conversor de monedas. La campana de la cabecera muestra sus últimas notificaciones; la pestaña Inicio las lista todas.',
      },
    },
    settings: {
      title: 'Configuración y cierre de sesión',
      paragraphs: {
        p1: 'En el menú de usuario (su foto o sus iniciales, arriba a la derecha) encontrará esta ayuda, la Configuración y Cerrar sesión.',
        p2: 'En Configuración puede cambiar su foto de perfil (PNG, JPEG, GIF o WebP de hasta 200.000 bytes) y su contraseña. Para cualquier cambio debe escribir su contraseña actual.',
        p3: 'Cierre siempre la sesión al terminar, sobre todo en un equipo compartido.',
      },
    },
    accessibility: {
      title: 'Teclado y lectores de pantalla',
      paragraphs: {
        p1: 'Todo el portal se maneja con el teclado: Tab avanza, Mayúsculas+Tab retrocede, y un enlace «Saltar al contenido» aparece con el primer Tab. En el teclado del PIN, cada tecla se anuncia con su número y puede escribir el PIN directamente.',
      },
    },
  },
};
