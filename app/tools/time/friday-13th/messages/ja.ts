import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  year: '年',
  yearHint: '{min}〜{max}の年を入力してください。',
  find: '調べる',
  intro:
    '{min}〜{max}の年を入力して「調べる」を押すと、その年の13日の金曜日と、今日からあと何日かを一覧で表示します。',
  introMore: '13日の金曜日はどの年にも少なくとも1回、多くて3回あります。',
  nextHeading: '次の13日の金曜日',
  itsToday: '今日です！{ghost}',
  looking: 'カレンダーを確認しています…',
  today: '今日！',
  upcoming: 'これから：{when}',
  past: '過去：{when}',
  listLabel: '{year}年の13日の金曜日',
  facts: '豆知識',
  shareTitle: '次の13日の金曜日はいつ？',
  yearRange: '1900〜2100の年を入力してください',
  tomorrow: '明日',
  inDays: { other: 'あと{n}日' },
  headline: { other: '{year}年の13日の金曜日は{n}回' },
  summary: '{headline}：{dates}。',
  monthThirteenth: '{month}13日',
  comma: '{a}、{b}',
  and: '{a}、{b}',
  factOne: '13日の金曜日はどの年にも少なくとも1回、多くて3回あります。{year}年は1回で、最も少ない年です。',
  factTwo: '13日の金曜日はどの年にも少なくとも1回、多くて3回あります。{year}年は2回です。',
  factThree: '13日の金曜日はどの年にも少なくとも1回、多くて3回あります。{year}年は3回で、最も多い年です。',
  factSunday: {
    other: '日曜日から始まる月には必ず13日の金曜日があります。{year}年は{months}が日曜日から始まります。',
  },
  factWait: {
    other:
      '{last}の次の13日の金曜日は{n}か月後の{next}です。間隔が14か月を超えることはなく、うるう年でない年の2月から3月はわずか4週間です。',
  },
  factCycle: 'グレゴリオ暦の400年周期で、13日が金曜日になるのは688回。ほかのどの曜日よりも多くなります。',
  factPhobia:
    '13日の金曜日を怖がることを「パラスケヴィデカトリアフォビア」といいます。ギリシャ語の金曜日（パラスケヴィ）と13（デカトリス）に由来します。',
} satisfies Translation<typeof en>;
