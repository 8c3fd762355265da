import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notAnImage: 'このファイルは画像として読み込めませんでした。',
  unreadable: 'このファイルを読み込めませんでした。',
  chooseImage: '画像を選択',
  dropHint: 'またはここにドロップ。PNG、JPEG、GIF、WebP、SVGなど、10 MBまで。',
  preview: '{name}のプレビュー',
  privacy: '画像はこの端末内で読み込まれ、アップロードされることはありません。',
  summary: '{size}をBase64の{length}文字にエンコードしました',
  intro:
    '画像を選択またはドロップすると、Base64テキスト、データURI、imgタグ、CSSルールをすぐにコピーできる形で表示します。',
  base64: 'Base64',
  dataUri: 'データURI',
  imgTag: 'HTMLのimgタグ',
  cssRule: 'CSSのbackground-image',
  originalFile: '元のファイル',
  type: '形式',
  base64Length: 'Base64の長さ',
  characters: '{length}文字',
  estimatedSize: '推定サイズ（長さの¾）',
  copy: 'コピー',
  copyBlock: '{label}をコピー',
  selectImage: '画像ファイルを選択してください',
  tooLarge: 'ファイルサイズは10 MB未満にしてください',
  byteCount: { other: '{n}バイト' },
  moreCharacters: '…（残り{count}文字。「コピー」ですべてコピーできます）',
} satisfies Translation<typeof en>;
