import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  targetDose: '目標の量',
  currentWeight: '今の重さ',
  beanWeight: '豆1粒の平均の重さ',
  beanHint: '0.05〜0.3 g。現在{perBean} gで計算中。お使いの豆を50粒量って50で割ると求められます。',
  beansCounted: '数えた豆の粒数',
  toReach: '目標までに',
  countedWeight: '数えた豆の重さ',
  onTarget: 'ぴったり',
  beans: { other: '{sign}{count}粒' },
  needGrams: '目標と今の重さ（g）を入力してください。',
  needCount: '豆の粒数を入力してください。',
  'adjust.none': 'ぴったりです：誤差は半粒以内（{g} gのずれ）。',
  'adjust.add': { other: 'あと{count}粒足してください（{g} g不足）。' },
  'adjust.remove': { other: '{count}粒減らしてください（{g} g超過）。' },
  countWeight: '{count}粒で約{grams} gです。',
} satisfies Translation<typeof en>;
