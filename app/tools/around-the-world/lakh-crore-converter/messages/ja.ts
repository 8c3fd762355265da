import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: '数値',
  amountHint: 'カンマ、スペース、アンダースコアは無視されます。',
  unit: '単位',
  number: '数（1の位）',
  thousand: '千（thousand、1,000）',
  lakh: 'ラーク（lakh、1,00,000）',
  million: '百万（million、1,000,000）',
  crore: 'クロール（crore、1,00,00,000）',
  billion: '十億（billion、1,000,000,000）',
  explainer:
    '1ラーク = 10万（100,000）、1クロール = 1,000万（10 million）です。インド式の桁区切りでは、下3桁の後にカンマを入れ、その後は2桁ごとに区切ります：1,25,00,000。',
  intro: '数値を入力すると、インド式と国際式の桁区切り、ラーク・クロール、million・billionで表示します。',
  noResult: '結果なし：数値を入力してください。',
  indianGrouping: 'インド式の桁区切り',
  internationalGrouping: '国際式の桁区切り',
  inNumber: '数値',
  inThousand: '千（thousand）単位',
  inLakh: 'ラーク単位',
  inMillion: '百万（million）単位',
  inCrore: 'クロール単位',
  inBillion: '十億（billion）単位',
  shareTitle: 'ラーク・クロール換算ツール',
  'inWords.thousand': '{amount}千',
  'inWords.lakh': '{amount}ラーク',
  'inWords.million': '{amount}百万',
  'inWords.crore': '{amount}クロール',
  'inWords.billion': '{amount}十億',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} satisfies Translation<typeof en>;
