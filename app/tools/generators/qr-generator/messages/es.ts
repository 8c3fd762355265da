import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unencodable:
    'Este texto no se puede convertir en un código QR. Prueba a quitar los caracteres poco habituales.',
  encoderFailed:
    'No se pudo cargar el generador de códigos QR. Comprueba tu conexión y vuelve a cargar la página.',
  textLabel: 'Texto o URL',
  textHint:
    'Un enlace, los datos de una red Wi-Fi, un contacto o cualquier texto: hasta 2953 bytes con el nivel L, menos con niveles más altos. Un enlace compartido guarda los primeros 100 caracteres y omite los datos de Wi-Fi que incluyen una contraseña.',
  presets: 'Empieza con un ejemplo',
  presetWebsite: 'Sitio web',
  presetWifi: 'Wi-Fi',
  presetEmail: 'Correo electrónico',
  presetPhone: 'Teléfono',
  presetSms: 'SMS',
  presetsNote:
    'Después, sustituye los datos de ejemplo (nombre de la red, contraseña, dirección, número) por los tuyos.',
  errorCorrection: 'Corrección de errores',
  errorCorrectionNote:
    'La parte del código que puede estar dañada o tapada (por un logotipo, por ejemplo) sin que deje de escanearse. Los niveles más altos generan un código más denso.',
  imageSize: 'Tamaño de la imagen',
  imageSizeHint: 'Ancho y alto del PNG. El SVG se adapta a cualquier tamaño.',
  colours: 'Colores',
  foreground: 'Color del código',
  background: 'Color de fondo',
  contrast: 'Contraste: {ratio}',
  swapColours: 'Intercambiar colores',
  blackOnWhite: 'Negro sobre blanco',
  intro:
    'Escribe un enlace o cualquier texto, o empieza con un ejemplo. El código QR aparece aquí mientras escribes, listo para descargar en PNG o SVG.',
  introPrivacy: 'Todo ocurre en tu navegador: no se sube nada y el código nunca caduca.',
  hexCode: '{label}: código hexadecimal',
  hexInvalid: 'Introduce 6 cifras hexadecimales, p. ej., 1e3a8a.',
  preparing: 'Preparando el código QR…',
  preview: 'Código QR de: {text}',
  downloadPng: 'Descargar PNG',
  downloadSvg: 'Descargar SVG',
  copyImage: 'Copiar imagen',
  version: 'Versión QR',
  contentSize: 'Tamaño del contenido',
  image: 'Imagen',
  encodedContent: 'Contenido codificado',
  lowContrast:
    'Contraste bajo ({ratio}): puede que algunos teléfonos no lean este código. Intenta llegar a 4:1 o más, con un color oscuro sobre uno claro.',
  inverted:
    'El color del código es más claro que el fondo: muchos lectores no pueden leer códigos claros sobre fondo oscuro (invertidos). Usa un color oscuro sobre un fondo claro.',
  tooLong:
    'Demasiado largo para un código QR con corrección de errores {level}: el texto ocupa {bytes} bytes y caben {max} como máximo. Acorta el texto.',
  tooLongFitsAt:
    'Demasiado largo para un código QR con corrección de errores {level}: el texto ocupa {bytes} bytes y caben {max} como máximo. Acorta el texto o baja la corrección de errores (cabe con el nivel {fitsAt}).',
  versionFact: 'Versión {version} ({count} × {count} módulos)',
  ecFact: '{level} (recupera hasta un {recovery} % de daños)',
  byteCount: { one: '{n} byte', many: '{n} bytes', other: '{n} bytes' },
  imageFact: '{px} × {px} px ({module} px por módulo)',
  imageFactTiny: '{px} × {px} px (menos de 1 px por módulo)',
  summary:
    'Código QR listo: versión {version} ({count} × {count} módulos), corrección de errores {level}, {bytes}, {px} px.',
  smallModules:
    'Cada módulo mide menos de {min} píxeles de ancho a {size} px: elige {suggested} px o más para que los teléfonos puedan leer el código.',
  linkNote: 'La contraseña de la red Wi-Fi no se incluye en los enlaces.',
} satisfies Translation<typeof en>;
