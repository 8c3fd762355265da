import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notAnImage: 'Não foi possível ler este arquivo como imagem.',
  unreadable: 'Não foi possível ler este arquivo.',
  chooseImage: 'Escolher uma imagem',
  dropHint: 'ou arraste uma para cá. PNG, JPEG, GIF, WebP, SVG… até 10 MB.',
  preview: 'Pré-visualização de {name}',
  privacy: 'A imagem é lida neste dispositivo e nunca é enviada.',
  summary: '{size} convertidos em {length} caracteres de Base64',
  intro:
    'Escolha ou arraste uma imagem para obter o texto em Base64, uma data URI, uma tag img e uma regra CSS, prontos para copiar.',
  base64: 'Base64',
  dataUri: 'Data URI',
  imgTag: 'Tag img do HTML',
  cssRule: 'CSS background-image',
  originalFile: 'Arquivo original',
  type: 'Tipo',
  base64Length: 'Tamanho em Base64',
  characters: '{length} caracteres',
  estimatedSize: 'Tamanho estimado (¾ do comprimento)',
  copy: 'Copiar',
  copyBlock: 'Copiar {label}',
  selectImage: 'Selecione um arquivo de imagem',
  tooLarge: 'O arquivo precisa ter menos de 10 MB',
  byteCount: { one: '{n} byte', many: '{n} bytes', other: '{n} bytes' },
  moreCharacters: '… (mais {count} caracteres: o botão Copiar copia tudo)',
} satisfies Translation<typeof en>;
