import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'バターの量',
  unit: '単位',
  sticks: 'スティック',
  cups: 'カップ',
  tablespoons: '大さじ',
  teaspoons: '小さじ',
  grams: 'グラム',
  ounces: 'オンス',
  commonAmounts: 'よく使う量',
  thirdCup: '⅓カップ',
  halfCup: '½カップ',
  twoThirdsCup: '⅔カップ',
  threeQuartersCup: '¾カップ',
  oneCup: '1カップ',
  twoSticks: '2本',
  seeAlso:
    '米国のスティックバター：1本 = ½カップ = 大さじ8 = 113.4 g = 4 oz。{stickLink}、{cupsLink}もあわせてご覧ください。',
  stickLink: 'スティックバター1本は何グラム？',
  cupsLink: 'スティックバター1本は何カップ？',
  intro:
    'バターの量（0以上）を入力すると、スティック、カップ、大さじ、小さじ、グラム、オンスに換算して表示します。',
  entered: '{unit}（入力値）',
  shareTitle: 'バター換算ツール',
  oneStick: '1本 = 1/2カップ = 大さじ8 = 4 oz = 113 g',
  'spoons.tbsp': '大さじ{amount}',
  'spoons.tsp': '小さじ{amount}',
  tableCaption: 'スティックバターの単位換算表',
  questions: 'よくある質問',
  convertWith: '{tool}で好きな量を換算',
  'amount.stick': { other: '{amount}本' },
  'amount.cup': { other: '{amount}カップ' },
  'amountUpToOne.stick': '{amount}本',
  'amountUpToOne.cup': '{amount}カップ',
} satisfies Translation<typeof en>;
