import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'كان في الرابط «{value}».',
  date: 'التاريخ',
  showMoon: 'عرض طور القمر',
  showMoonHint: 'طور القمر في ذلك اليوم، حسب متوسط الدورة القمرية.',
  find: 'اعرف اليوم',
  intro: 'اختر أي تاريخ من السنة 1 إلى 9999 واضغط «اعرف اليوم» لترى يوم الأسبوع الذي وافقه.',
  introMore:
    'ستعرف أيضًا ترتيب اليوم في السنة وهل كانت السنة كبيسة؛ وحدّد «عرض طور القمر» لترى القمر في ذلك اليوم.',
  dayOfWeek: 'يوم الأسبوع',
  dayOfYear: 'ترتيب اليوم في السنة',
  dayOf: 'اليوم {day} من {days}',
  leapYear: 'سنة كبيسة',
  yes: 'نعم',
  no: 'لا',
  yearHas: 'عدد أيام {year}: {days}',
  moonPhase: 'طور القمر',
  moonDetail: 'نسبة الإضاءة نحو {percent}%؛ عمر القمر {age} من {month} يومًا.',
  moonNote:
    'محسوب من متوسط الدورة القمرية عند الظهر بتوقيت UTC: قرب تغيّر الطور قد يسبق القمر في السماء الحساب بيوم أو يتأخر عنه.',
  shareTitle: 'في أي يوم وقع هذا التاريخ؟',
  fallsOn: 'يوافق {date} يوم {weekday}.',
  'tense.past': 'وافق {date} يوم {weekday} ({when}).',
  'tense.today': 'يوافق {date} يوم {weekday} ({when}).',
  'tense.future': 'سيوافق {date} يوم {weekday} ({when}).',
  summaryMoon: '{sentence} القمر: {phase}، ونسبة إضاءته نحو {percent}%.',
  'moon.newMoon': 'محاق',
  'moon.waxingCrescent': 'هلال متزايد',
  'moon.firstQuarter': 'تربيع أول',
  'moon.waxingGibbous': 'أحدب متزايد',
  'moon.fullMoon': 'بدر',
  'moon.waningGibbous': 'أحدب متناقص',
  'moon.lastQuarter': 'تربيع أخير',
  'moon.waningCrescent': 'هلال متناقص',
} satisfies Translation<typeof en>;
