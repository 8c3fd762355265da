import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  brewMethod: '淹れ方',
  methodOption: '{method}（1:{ratio}）',
  drip: 'ドリップ（コーヒーメーカー）',
  pourOver: 'ハンドドリップ',
  frenchPress: 'フレンチプレス',
  aeropress: 'AeroPress',
  coldBrew: '水出し（コールドブリュー）',
  custom: 'カスタム',
  water: '水の量',
  waterUnit: '水の単位',
  cups: 'カップ',
  ratio: '比率（コーヒー1 gあたりの水のグラム数）',
  toOne: '対1',
  noteColdBrew: '数字が小さいほど濃くなります。水出しは濃縮液になるので、お好みで1:1に薄めてください。',
  noteFilter: '数字が小さいほど濃くなります。ドリップコーヒーは1:15〜1:17くらいがおいしく淹れられます。',
  intro: '水の量を入力すると、必要なコーヒー豆の量がわかります。',
  coffeeFor: '水{water}・{ratio}に必要なコーヒー',
  ounces: 'オンス',
  tablespoons: '大さじ（1杯 約5 g）',
  shareTitle: 'コーヒーの粉とお湯の比率計算',
  'water.ml': '{amount} mL',
  'water.floz': '{amount} fl oz（{ml} mL）',
  'water.cup': { other: '{amount}カップ（{ml} mL）' },
  summary: '水{water}に対してコーヒー{coffee}（{ratio}、{method}）',
} satisfies Translation<typeof en>;
