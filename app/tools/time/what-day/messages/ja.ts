import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'リンクの値は「{value}」でした。',
  date: '日付',
  showMoon: '月齢を表示',
  showMoonHint: 'その日の月の満ち欠け（平均的な月の周期から計算）。',
  find: '調べる',
  intro: '1年から9999年までの好きな日付を選んで「調べる」を押すと、何曜日かがわかります。',
  introMore:
    'その年の何日目か、うるう年かどうかもわかります。「月齢を表示」にチェックを入れると、その日の月も表示します。',
  dayOfWeek: '曜日',
  dayOfYear: '年間通算日',
  dayOf: '{days}日中{day}日目',
  leapYear: 'うるう年',
  yes: 'はい',
  no: 'いいえ',
  yearHas: '{year}年は{days}日',
  moonPhase: '月の満ち欠け',
  moonDetail: '約{percent}%が輝いています。月齢{age}日（周期{month}日）。',
  moonNote:
    '平均的な月の周期から世界時（UTC）の正午で計算しています。満ち欠けの変わり目の近くでは、実際の空と1日ずれることがあります。',
  shareTitle: 'この日は何曜日？',
  fallsOn: '{date}は{weekday}です。',
  'tense.past': '{date}は{weekday}でした（{when}）。',
  'tense.today': '{date}は{weekday}です（{when}）。',
  'tense.future': '{date}は{weekday}です（{when}）。',
  summaryMoon: '{sentence}月：{phase}、約{percent}%が輝いています。',
  'moon.newMoon': '新月',
  'moon.waxingCrescent': '三日月',
  'moon.firstQuarter': '上弦の月',
  'moon.waxingGibbous': '十三夜月',
  'moon.fullMoon': '満月',
  'moon.waningGibbous': '寝待月',
  'moon.lastQuarter': '下弦の月',
  'moon.waningCrescent': '有明月',
} satisfies Translation<typeof en>;
