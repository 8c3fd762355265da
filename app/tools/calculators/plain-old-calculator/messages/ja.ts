import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculator: '電卓',
  keypad: 'キーパッド',
  allClear: 'AC（オールクリア）',
  backspace: '1文字消す',
  percent: 'パーセント',
  divide: '割る',
  multiply: '掛ける',
  minus: 'マイナス',
  plus: 'プラス',
  plusMinus: 'プラス／マイナス切り替え',
  decimalPoint: '小数点',
  equals: 'イコール',
  shortcuts: 'キーボードショートカット',
  shortcutsNote:
    'ページを開けばすぐにキーで操作できます（電卓をクリックする必要はありません）。ただし、テキスト欄に入力している間は使えません。',
  digits: '数字',
  operators: 'プラス、マイナス、掛ける、割る',
  deleteLast: '最後の1桁を消す',
  allClearShortcut: 'オールクリア（AC）',
  howItCalculates: '計算のしかた',
  howOrder:
    '一般的な電卓と同じく、次の演算キーを押した時点でそれまでの計算を行います：{example}。=をもう一度押すと、直前の計算を繰り返します。',
  howPercent: '%は100で割ります。計算の途中で押すと、最初の数に対するそのパーセントを求めます：{example}。',
  howDecimals:
    '小数も正確に計算します（{example}）。結果は有効数字15桁まで表示し、非常に大きい数や小さい数は1.5e+20のような指数表記になります。',
  divideByZero: '0で割ることはできません',
  tooLarge: '結果が大きすぎます',
} satisfies Translation<typeof en>;
