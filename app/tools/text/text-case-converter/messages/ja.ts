import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'テキスト',
  placeholder: 'テキスト、変数名、タイトルを入力または貼り付け',
  hint: '単語はスペース、記号、camelCaseの区切りで分けます。リンクには最初の100文字が保存されます。',
  converted: '変換後のテキスト',
  summary: { other: '{n}種類の形式に変換しました' },
  intro:
    'テキストを入力すると、小文字、大文字、タイトルケース、camelCase、PascalCase、snake_case、kebab-case、CONSTANT_CASE、dot.caseで表示します。それぞれにコピーボタンがあります。',
  copy: 'コピー',
  copyCase: '{name}をコピー',
  lower: '小文字（lower case）',
  upper: '大文字（UPPER CASE）',
  title: 'タイトルケース（Title Case）',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} satisfies Translation<typeof en>;
