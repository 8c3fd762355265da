import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  minimum: '最小値',
  maximum: '最大値',
  howMany: '個数',
  howManyHint: '1〜1,000個。',
  decimalPlaces: '小数点以下の桁数',
  allowDuplicates: '重複を許可',
  decimalNumbers: '小数',
  generate: '生成',
  randomNumbers: '乱数',
  oneNumber: '乱数：{value}',
  numbersGenerated: {
    other: '乱数を{count}個生成しました',
  },
  generating: '生成しています…',
  intro: '最大値より小さい最小値を入力すると、乱数を生成します。',
  tooMany: {
    other: '{n}個：多すぎてここには表示できません。コピーするか、概要をご覧ください。',
  },
  count: '個数',
  lowest: '最小',
  highest: '最大',
  mean: '平均',
  sum: '合計',
  copyNumber: '数をコピー',
  copyNumbers: '数をコピー',
  sortAscending: '小さい順に並べる',
  enterBoth: '最小値と最大値の両方に数を入力してください。',
  minBelowMax: '最小値は最大値より小さくしてください。',
  rangeTooLarge: '範囲が広すぎて均等に選べません。小さい数にするか、小数点以下の桁数を減らしてください。',
  noValueWithPlaces: 'その範囲に小数点以下{places}桁の数はありません。',
  uniqueWarning:
    '重複なしで{requested}個を指定しましたが、この範囲で重複なしにできるのは{possible}個だけです。',
} satisfies Translation<typeof en>;
