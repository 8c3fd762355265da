import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  checking: '最新の指数データを確認しています…',
  usingLive: '米国労働統計局の{latest}までのデータを使用',
  usingBuiltIn: '内蔵の表を使用（{latest}まで）',
  amount: '金額',
  indexIn: '{year}年の指数',
  ratio: '比率',
  totalInflation: '累計インフレ率',
  averagePerYear: {
    other: '年平均（単純平均、{n}年間）',
  },
  notApplicable: '該当なし（同じ年）',
  compoundRate: '年率（複利換算）',
  chooseYear: '年を選択',
  quickAmounts: 'よく使う金額',
  fromYear: '基準の年',
  quickYears: 'よく使う年',
  introRange:
    '0より大きい金額を入力し、{first}〜{latest}年から年を選ぶと、{latest}年の価値に換算して表示します。',
  introNoData: '0より大きい金額を入力して年を選ぶと、今の価値に換算して表示します。',
  introIndex: '両方の年の消費者物価指数を比べて計算します。',
  inDollars: '{year}年のドル換算',
  copy: 'コピー',
  copyResult: '結果をコピー',
  indexDetails: '指数の詳細',
  otherWay: '逆に言えば、{toYear}年の{amount}で買えるものは、{fromYear}年なら{then}で買えました。',
  aboutIndex:
    '指数は、米国労働統計局が公表する全都市消費者物価指数（CPI-U、米国都市平均、総合、年平均、1982〜84年 = 100）です。最新データでは、進行中の年はこれまでに公表された月の平均です。',
  seeAlso:
    '年ごとの給与を比べたいときは、{salary}で時給・月給・年収を換算できます。借入を考えているなら、{loan}でローンの本当のコストを確認しましょう。',
  salaryConverter: '時給・月給・年収の換算ツール',
  loanCalculator: 'ローン返済額計算ツール',
  summary: '{fromYear}年の{amount}は、{toYear}年の{adjusted}に相当',
  doubled:
    '{fromYear}年から{toYear}年で物価は2倍以上になりました。{toYear}年の1ドルで買えるものは、{fromYear}年の半分未満です。',
} satisfies Translation<typeof en>;
