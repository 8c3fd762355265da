import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'المبلغ',
  amountHint: 'تُتجاهل الفواصل والمسافات والشرطات السفلية.',
  unit: 'الوحدة',
  number: 'عدد (آحاد)',
  thousand: 'ألف (1,000)',
  lakh: 'لاك (1,00,000)',
  million: 'مليون (1,000,000)',
  crore: 'كرور (1,00,00,000)',
  billion: 'مليار (1,000,000,000)',
  explainer:
    'اللاك الواحد = 100,000، والكرور الواحد = 10 ملايين. التجميع الهندي يضع فاصلة بعد آخر ثلاثة أرقام، ثم بعد كل رقمين: 1,25,00,000.',
  intro: 'أدخل مبلغًا لتراه بتجميع الأرقام الهندي والدولي، باللاك والكرور وبالملايين والمليارات.',
  noResult: 'لا توجد نتيجة: أدخل رقمًا.',
  indianGrouping: 'التجميع الهندي',
  internationalGrouping: 'التجميع الدولي',
  inNumber: 'بالآحاد',
  inThousand: 'بالألف',
  inLakh: 'باللاك',
  inMillion: 'بالمليون',
  inCrore: 'بالكرور',
  inBillion: 'بالمليار',
  shareTitle: 'تحويل اللاك والكرور إلى مليون ومليار',
  'inWords.thousand': '{amount} ألف',
  'inWords.lakh': '{amount} لاك',
  'inWords.million': '{amount} مليون',
  'inWords.crore': '{amount} كرور',
  'inWords.billion': '{amount} مليار',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} satisfies Translation<typeof en>;
