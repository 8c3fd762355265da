import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notAnImage: 'Este archivo no se pudo leer como imagen.',
  unreadable: 'No se pudo leer este archivo.',
  chooseImage: 'Elegir una imagen',
  dropHint: 'o arrástrala aquí. PNG, JPEG, GIF, WebP, SVG… hasta 10 MB.',
  preview: 'Vista previa de {name}',
  privacy: 'La imagen se lee en este dispositivo y nunca se sube.',
  summary: 'Se codificaron {size} como {length} caracteres de Base64',
  intro:
    'Elige o arrastra una imagen para obtener su texto en Base64, una data URI, una etiqueta img y una regla CSS, listos para copiar.',
  base64: 'Base64',
  dataUri: 'Data URI',
  imgTag: 'Etiqueta img de HTML',
  cssRule: 'CSS background-image',
  originalFile: 'Archivo original',
  type: 'Tipo',
  base64Length: 'Longitud en Base64',
  characters: '{length} caracteres',
  estimatedSize: 'Tamaño estimado (¾ de la longitud)',
  copy: 'Copiar',
  copyBlock: 'Copiar {label}',
  selectImage: 'Selecciona un archivo de imagen',
  tooLarge: 'El archivo debe ocupar menos de 10 MB',
  byteCount: { one: '{n} byte', many: '{n} bytes', other: '{n} bytes' },
  moreCharacters: '… ({count} caracteres más: «Copiar» lo copia todo)',
} satisfies Translation<typeof en>;
