import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'リンクの値は「{value}」でした。',
  date: '日付',
  todayLabel: '今日：今週の週番号を表示',
  today: '今日',
  previousWeek: '前の週',
  nextWeek: '次の週',
  isoNote:
    'ISO 8601の週は月曜日から日曜日までです。第1週はその年の最初の木曜日を含む週（1月4日を含む週）なので、年の初めや終わりの数日が前後の年の週に入ることがあります。',
  intro: '日付を選ぶと、ISO週番号、その週の日付、米国式の週番号がわかります。',
  todayDate: '今日（{date}）',
  noteLabel: '注：',
  yearNote: '{label}{note}',
  theWeek: 'その週（月曜日〜日曜日）',
  isoWeeksIn: '{year}年のISO週の数',
  isoWeekDate: 'ISO週日付',
  usWeekNumber: '米国式の週番号',
  usWeek: '{year}年 第{week}週',
  usDetail:
    '{range}。米国式では週は日曜日に始まり、1月1日を含む週が（何日であっても）第1週になるため、ISOの番号と異なることがあります。{year}年にはこの方式の週が{weeks}週あります。',
  shareTitle: '今日は第何週？',
  heading: '{year}年 第{week}週',
  range: '{from}〜{to}',
  yearNoteBefore:
    '{date}は{year}年最初の木曜日より前の{weekday}なので、{weekYear}年の最後のISO週に入ります。{year}年の第1週は{monday}に始まります。',
  yearNoteAfter:
    '{date}は{weekYear}年の第1週に入ります。ISO週はその週の木曜日がある年に属し、この週の木曜日は{thursday}です。',
  'weeksInYear.fiftyTwo': '{year}年のISO週は52週です。',
  'weeksInYear.leapWednesday': '{year}年のISO週は53週です。水曜日に始まるうるう年のためです。',
  'weeksInYear.thursday': '{year}年のISO週は53週です。木曜日に始まる年のためです。',
  summary: '{date}は{year}年のISO第{week}週です（{range}）。',
} satisfies Translation<typeof en>;
