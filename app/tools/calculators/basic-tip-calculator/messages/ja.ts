import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: '会計金額',
  tip: 'チップ',
  splitBetween: '割り勘の人数',
  people: '人',
  peopleHint: '1〜50の整数で入力してください。',
  quickTip: 'よく使うチップ率',
  intro:
    '会計金額（0より大きい額）、チップ率（0〜50%）、人数（1〜50人）を入力すると、チップ、合計、1人あたりの金額がわかります。',
  eachPays: { other: '{n}人で割ると1人あたり' },
  totalToPay: '支払総額',
  tipPercent: 'チップ（{percent}）',
  total: '合計',
  billTerm: '会計',
  perPerson: '1人あたり',
  tipPerPerson: '1人あたりのチップ',
  about: '約{amount}',
  shareTitle: 'チップ計算ツール',
} satisfies Translation<typeof en>;
