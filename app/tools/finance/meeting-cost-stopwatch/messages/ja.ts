import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  meetingTitle: '会議名',
  defaultTitle: 'チーム定例',
  attendees: '参加者数',
  attendeesCounted: '貼り付けたリストの@から{count}人と数えました。',
  attendeesHint: '人数を入力するか、招待者リストを貼り付けてください：@1つを1人と数えます。',
  salary: '平均年収',
  salaryHint: '参加者1人あたりの税引き前の額。年間労働時間は2,080時間とします。',
  currency: '通貨',
  formula:
    '1秒あたりのコスト = 年収 ÷ 2,080時間 × 参加者数 ÷ 3,600。時間は時計で計るため、タブがバックグラウンドで休止しても正確です。',
  running: '計測中：1分あたり{perMinute}。',
  titleHasCost: '{title}のコスト',
  thisMeetingHasCost: 'この会議のコスト',
  elapsed: '経過時間 {duration}',
  start: 'スタート',
  pause: '一時停止',
  reset: 'リセット',
  exportPng: 'PNGで書き出す',
  exportFailed: 'このブラウザでは画像を作成できませんでした。',
  burnRate: 'コストの増え方：1本のバーは10分',
  perBar: 'バー1本あたり{cost}',
  barValue: {
    other: 'このバーの{percent}%、満タンのバー{count}本',
  },
  firstBar: '最初のバーの{percent}%',
  fullBars: {
    other: '満タンのバー{n}本（{cost}）、次のバーの{percent}%',
  },
  perMinute: '1分あたり',
  perHour: '1時間あたり',
  hourlyEach: '1人あたりの時給',
  shareTitle: '会議コスト計算ストップウォッチ',
  hours: { other: '{n}時間' },
  minutes: { other: '{n}分' },
  seconds: { other: '{n}秒' },
  durationSeparator: '',
  summary: {
    other: '{title}：{duration}で{total}（{n}人、年収{salary}、1分あたり{perMinute}）。',
  },
  summaryUntitled: {
    other: 'この会議：{duration}で{total}（{n}人、年収{salary}、1分あたり{perMinute}）。',
  },
  cardHeading: '会議のコスト',
  cardUntitled: '会議',
  cardDuration: '所要時間 {duration}',
  cardDetail: {
    other: '{n}人 · 1分あたり{perMinute}',
  },
  cardFooter: 'Tiny Tools · {tool}',
} satisfies Translation<typeof en>;
