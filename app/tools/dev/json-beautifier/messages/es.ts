import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  jsonInput: 'JSON de entrada',
  loadSample: 'Cargar ejemplo',
  clear: 'Borrar',
  inputHint:
    'Pega o escribe JSON; nunca sale de tu navegador. Los documentos de más de 500 caracteres no se guardan en el enlace.',
  indent: 'Sangría',
  spaces: { one: '{n} espacio', many: '{n} espacios', other: '{n} espacios' },
  output: 'Salida',
  format: 'Formatear',
  minify: 'Minificar',
  sortKeys: 'Ordenar claves de la A a la Z',
  sortKeysHint:
    'Los objetos de todos los niveles, por código de carácter (mayúsculas antes que minúsculas); los arrays mantienen su orden.',
  intro:
    'Pega JSON para formatearlo, validarlo, ordenarlo o minificarlo. Si el JSON no es válido, verás el mensaje del analizador con la línea y la columna.',
  formatting: 'Formateando…',
  couldNotFormat: 'No se pudo formatear',
  couldNotFormatSummary: 'No se pudo formatear: {message}',
  loadFailed: 'No se pudo cargar el formateador. Comprueba tu conexión e inténtalo de nuevo.',
  tryAgain: 'Reintentar',
  validSummary: 'JSON válido, {note}, {size}.',
  valid: 'JSON válido, {note}',
  minified: 'minificado',
  minifiedSorted: 'minificado, con las claves ordenadas',
  formattedWith: {
    one: 'formateado con {n} espacio',
    many: 'formateado con {n} espacios',
    other: 'formateado con {n} espacios',
  },
  formattedWithSorted: {
    one: 'formateado con {n} espacio, con las claves ordenadas',
    many: 'formateado con {n} espacios, con las claves ordenadas',
    other: 'formateado con {n} espacios, con las claves ordenadas',
  },
  formattedIn: 'Formateo de {size} en {ms} ms',
  minifiedIn: 'Minificación de {size} en {ms} ms',
  parseError: 'Error al analizar el JSON',
  tooDeep: 'Demasiados niveles de anidamiento',
  errorSummary: '{heading}: {message}',
  errorSummaryAt: '{heading}: {message} Línea {line}, columna {column}.',
  errorPlace: 'Línea {line}, columna {column}',
  errorExcerpt: 'Lugar del error en la línea',
  minifiedJson: 'JSON minificado',
  formattedJson: 'JSON formateado',
  previewNote:
    'Se muestran los primeros {shown} de {total}. «Copiar» y «Descargar» incluyen el documento completo.',
  copy: 'Copiar',
  download: 'Descargar',
  inputSize: 'Tamaño de entrada',
  outputSize: 'Tamaño de salida',
  keys: 'Claves',
  values: 'Valores',
  depth: 'Profundidad',
  duplicateKeys: {
    one: 'Una clave aparece dos veces en el mismo objeto. Las repeticiones se conservan tal como están escritas; JSON.parse y la mayoría de los programas solo conservan el último valor.',
    many: '{n} claves repiten una clave anterior del mismo objeto. Las repeticiones se conservan tal como están escritas; JSON.parse y la mayoría de los programas solo conservan el último valor.',
    other:
      '{n} claves repiten una clave anterior del mismo objeto. Las repeticiones se conservan tal como están escritas; JSON.parse y la mayoría de los programas solo conservan el último valor.',
  },
  byteCount: { one: '{n} byte', many: '{n} bytes', other: '{n} bytes' },
  depthMessage: 'Este documento tiene más de {max} niveles de anidamiento, demasiados para formatearlo.',
  tookTooLong: 'Tardó más de {seconds} segundos y se detuvo.',
} satisfies Translation<typeof en>;
