import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'كان في الرابط «{value}».',
  date: 'التاريخ',
  todayLabel: 'اليوم: اعرض رقم هذا الأسبوع',
  today: 'اليوم',
  previousWeek: 'الأسبوع السابق',
  nextWeek: 'الأسبوع التالي',
  isoNote:
    'تمتد أسابيع ISO 8601 من الاثنين إلى الأحد. الأسبوع 1 هو الأسبوع الذي فيه أول خميس من السنة (أي أسبوع 4 يناير)، لذا قد تنتمي بضعة أيام في بداية السنة أو نهايتها إلى أسابيع السنة المجاورة.',
  intro: 'اختر تاريخًا لتعرف رقم أسبوعه حسب ISO، وتواريخ ذلك الأسبوع، ورقمه حسب النظام الأمريكي.',
  todayDate: 'اليوم، {date}',
  noteLabel: 'ملاحظة:',
  yearNote: '{label} {note}',
  theWeek: 'الأسبوع (من الاثنين إلى الأحد)',
  isoWeeksIn: 'عدد أسابيع ISO في {year}',
  isoWeekDate: 'تاريخ أسبوع ISO',
  usWeekNumber: 'رقم الأسبوع حسب النظام الأمريكي',
  usWeek: 'الأسبوع {week} من {year}',
  usDetail:
    '{range}. في النظام الأمريكي يبدأ الأسبوع يوم الأحد، والأسبوع 1 هو الأسبوع الذي فيه 1 يناير مهما كان قصيرًا، لذا قد يختلف الرقم عن رقم ISO؛ وعدد هذه الأسابيع في {year}: {weeks}.',
  shareTitle: 'رقم الأسبوع الحالي',
  heading: 'الأسبوع {week} من {year}',
  range: 'من {from} إلى {to}',
  yearNoteBefore:
    'يوافق {date} يوم {weekday} قبل أول خميس من {year}، لذا ينتمي إلى آخر أسبوع ISO من {weekYear}. يبدأ الأسبوع 1 من {year} في {monday}.',
  yearNoteAfter:
    'يقع {date} في الأسبوع 1 من {weekYear}: ينتمي أسبوع ISO إلى السنة التي يقع فيها يوم الخميس منه، وخميس هذا الأسبوع هو {thursday}.',
  'weeksInYear.fiftyTwo': 'في {year} 52 أسبوعًا حسب ISO.',
  'weeksInYear.leapWednesday': 'في {year} 53 أسبوعًا حسب ISO: فهي سنة كبيسة تبدأ يوم الأربعاء.',
  'weeksInYear.thursday': 'في {year} 53 أسبوعًا حسب ISO: فهي تبدأ يوم الخميس.',
  summary: 'يقع {date} في أسبوع ISO رقم {week} من {year} ({range}).',
} satisfies Translation<typeof en>;
