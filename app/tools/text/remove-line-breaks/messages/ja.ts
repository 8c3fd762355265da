import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  textLabel: '改行を含むテキスト',
  placeholder: 'PDF、メール、ターミナルからコピーしたテキストを貼り付け…',
  hint: 'リンクにはテキストの最初の100文字が保存されます。',
  preserve: '段落の区切り（空行）を残す',
  intro:
    'テキストを貼り付けると行をつなげます。Windows、Mac、Unixのどの改行も半角スペース1つに置き換えます。「段落の区切り（空行）を残す」にチェックを入れると、段落間の空行を残します。',
  summary: '改行を{removed}個削除しました：{counts}',
  characters: { other: '{n}文字' },
  lines: { other: '{n}行' },
  counts: '{characters}、{lines}',
  outputLabel: '改行を削除したテキスト',
  beforeAfter: '変換前：{before}。変換後：{after}。削除した改行：{removed}個。',
  copy: 'テキストをコピー',
} satisfies Translation<typeof en>;
