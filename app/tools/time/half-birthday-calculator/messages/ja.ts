import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  dateOfBirth: '生年月日',
  linkGave: 'リンクの値は「{value}」でした。',
  rule: 'ハーフバースデーは誕生日のちょうど6か月後です。その月の日数が足りないときは月末になります。たとえば8月31日生まれなら2月28日（うるう年は2月29日）です。',
  intro: '生年月日を入力すると、毎年のハーフバースデーがわかります。',
  introMore:
    '今年のハーフバースデー、次のハーフバースデーまでの日数、そのときの年齢（○歳半）がわかり、忘れないようにカレンダーファイルも作れます。',
  noneIn: '{year}年はありません',
  bornSecondHalf: '1年の後半（7〜12月）生まれなので、最初のハーフバースデーは{year}年です。',
  todayYouAre: '今日：{age}歳になりました',
  passed: { other: '{n}日前に過ぎました（{age}歳になりました）' },
  upcoming: { other: 'これから、あと{n}日（{age}歳になります）' },
  nextHalf: '次のハーフバースデー',
  youAreToday: '今日で{age}歳です。',
  inDays: { other: 'あと{n}日で{age}歳になります。' },
  daysUntil: 'あと',
  ageThen: 'そのときの年齢',
  everyYear: '毎年',
  thisYear: '今年のハーフバースデー（{year}年）',
  shareTitle: 'ハーフバースデー計算',
  futureBirth: '生年月日に未来の日付は指定できません',
  todayGreeting: '今日はハーフバースデーです！',
  summaryToday: '今日はハーフバースデーです！{date}で{age}歳です。',
  summaryTomorrow: '次のハーフバースデー：{date}、明日です。{age}歳になります。',
  summaryInDays: {
    other: '次のハーフバースデー：{date}、あと{n}日。{age}歳になります。',
  },
  monthDay: '{month}{day}日',
  leapYearDay: '2月28日（うるう年は2月29日）',
  'clamp.leapOnly':
    '2月29日はうるう年にしかないため、それ以外の年のハーフバースデーは月末の2月28日になります。',
  'clamp.february30':
    '2月には30日がないため、ハーフバースデーは月末の2月28日（うるう年は2月29日）になります。',
  'clamp.february31':
    '2月には31日がないため、ハーフバースデーは月末の2月28日（うるう年は2月29日）になります。',
  clampNo31: '{month}には31日がないため、ハーフバースデーは月末の{month}{day}日になります。',
  calendarTitle: 'ハーフバースデー',
  calendarDescription: 'ハーフバースデー：{age}歳（{born}生まれ）。Tiny Toolsより。',
} satisfies Translation<typeof en>;
