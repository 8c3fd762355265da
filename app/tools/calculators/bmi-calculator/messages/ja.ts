import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  units: '単位',
  metric: 'メートル法（kg、cm）',
  imperial: 'ヤード・ポンド法（lb、ft、in）',
  height: '身長',
  weight: '体重',
  heightFeet: '身長（フィート）',
  heightInches: '身長（インチ）',
  metricNote:
    'BMI = 体重（kg）÷ 身長（m）²。身長は50〜260 cm、体重は15〜500 kgです。範囲外の値は近いほうの端の値として扱います。',
  imperialNote:
    'BMI = 703 × 体重（lb）÷ 身長（インチ）²。身長は3〜8 ft + 0〜11 in、体重は35〜1,100 lbです。範囲外の値は近いほうの端の値として扱います。',
  screening:
    'BMIはスクリーニングのための目安で、診断ではありません。脂肪と筋肉を区別できず、子ども・10代・妊娠中の方には向きません。健康については医師に相談してください。',
  intro: '身長と体重を入力すると、BMI（体格指数）、判定、身長に合った標準体重の範囲がわかります。',
  noBmi: 'BMI –',
  yourBmi: '身長{height}・体重{weight}のBMI',
  healthyWeight: '身長に合った標準体重',
  whereYouStand: 'あなたの位置',
  bmiPrime: 'BMIプライム（BMI÷25）',
  ponderal: 'ローレル指数（ポンデラル指数）',
  shareTitle: 'BMI計算ツール',
  gauge: '{min}〜{max}のゲージ：BMI {bmi}、{category}',
  you: '（あなた）',
  underweight: '低体重',
  healthy: '普通体重',
  overweight: '過体重',
  obesity1: '肥満（1度）',
  obesity2: '肥満（2度）',
  obesity3: '肥満（3度）',
  healthyRange: '{min}〜{max} {unit}',
  withinHealthy: '標準体重の範囲内',
  belowHealthy: '標準体重の範囲より{amount} {unit}少ない',
  aboveHealthy: '標準体重の範囲より{amount} {unit}多い',
  summary: 'BMI {bmi}（{category}）。身長{height}の標準体重：{range}',
} satisfies Translation<typeof en>;
