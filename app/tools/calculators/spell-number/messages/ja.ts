import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  number: '数字',
  changeSign: '±（符号を切り替え）',
  hint: '999兆（999 trillion）まで、小数とマイナス記号も使えます。カンマ区切りも使えます。',
  style: 'スタイル',
  plain: '通常の表記',
  title: 'タイトルケース',
  cheque: '小切手',
  examples: '例',
  summary: '{number}の英語表記：{words}',
  intro:
    '1234.56や-42のような数字を入力すると、アメリカ英語のつづりで表示します。見出しには「タイトルケース」、小切手の金額を書くときは「小切手」を選ぶと、セントを「/100」の形で書けます。',
  inWords: '{number}の英語表記',
  wordCount: { other: '{n}語' },
  copy: '英語表記をコピー',
  centsNote: 'セントは1セント単位に四捨五入します。',
  invalidNumber: '正しい数字を入力してください',
  tooLarge: '数字が大きすぎます（最大：999兆）',
} satisfies Translation<typeof en>;
