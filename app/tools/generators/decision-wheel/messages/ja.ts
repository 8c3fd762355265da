import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  wheel: 'ルーレット',
  defaultYes: 'はい',
  defaultNo: 'いいえ',
  spin: '回す',
  enterAtLeast: '回すには選択肢を{min}個以上入力してください。',
  winnerLabel: '当選：',
  winnerSummary: '当選：{winner}',
  spinning: '回転中…',
  pressSpin: '「回す」を押すと、ランダムに1つ選びます。',
  recentResults: '最近の結果',
  options: '選択肢',
  option: '選択肢{n}',
  removeOption: '選択肢{n}を削除',
  addOption: '選択肢を追加',
  rowsNote: '{max}行中{rows}行。同じ選択肢を複数入れると、その分だけ当たりやすくなります。',
  shareTitle: 'ルーレットで決める',
  summary: 'ルーレット：{options}',
  summaryWinner: 'ルーレット：{options}。当選：{winner}',
  addAtLeast: '選択肢を{min}個以上追加してください',
  wheelEmpty: '空のルーレット：回すには選択肢を{min}個以上入力してください',
  wheelWith: {
    other: '選択肢{n}個のルーレット：{options}',
  },
} satisfies Translation<typeof en>;
