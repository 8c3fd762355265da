import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  convert: '変換',
  toRoman: '数字 → ローマ数字',
  toNumber: 'ローマ数字 → 数字',
  numberLabel: '数字（1〜3999）',
  numberHint: '整数で入力してください（例：1994）。',
  numeralLabel: 'ローマ数字',
  numeralHint: '標準的な表記で入力してください（例：MCMXCIV）。大文字・小文字どちらでも使えます。',
  introToRoman: '数字を入力すると変換します。内訳で組み立て方がわかります。',
  introToNumber: 'ローマ数字を入力すると変換します。内訳で組み立て方がわかります。',
  summaryToRoman: '{input}をローマ数字で書くと{output}',
  summaryToNumber: '{input}は{output}',
  leadToRoman: '{input}のローマ数字',
  leadToNumber: '{input}を数字で表すと',
  copy: '結果をコピー',
  breakdown: '内訳',
  value: '値',
  numeral: 'ローマ数字',
  count: '個数',
  total: '合計',
  invalidNumber: '正しい数字を入力してください',
  outOfRange: '1〜3999の数字を入力してください',
  invalidNumeral: 'ローマ数字の形式が正しくありません',
} satisfies Translation<typeof en>;
