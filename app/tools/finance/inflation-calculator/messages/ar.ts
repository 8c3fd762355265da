import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  checking: 'جارٍ البحث عن أحدث بيانات المؤشر…',
  usingLive: 'تُستخدم بيانات حتى {latest} من مكتب إحصاءات العمل الأمريكي',
  usingBuiltIn: 'يُستخدم الجدول المدمج (حتى {latest})',
  amount: 'المبلغ',
  indexIn: 'المؤشر في {year}',
  ratio: 'النسبة',
  totalInflation: 'التضخم الإجمالي',
  averagePerYear: {
    zero: 'المتوسط السنوي (بسيط، على مدى {n} سنة)',
    one: 'المتوسط السنوي (بسيط، على مدى سنة واحدة)',
    two: 'المتوسط السنوي (بسيط، على مدى سنتين)',
    few: 'المتوسط السنوي (بسيط، على مدى {n} سنوات)',
    many: 'المتوسط السنوي (بسيط، على مدى {n} سنة)',
    other: 'المتوسط السنوي (بسيط، على مدى {n} سنة)',
  },
  notApplicable: 'لا ينطبق (السنة نفسها)',
  compoundRate: 'المعدل السنوي المركب',
  chooseYear: 'اختر سنة',
  quickAmounts: 'مبالغ جاهزة',
  fromYear: 'من سنة',
  quickYears: 'سنوات جاهزة',
  introRange: 'أدخل مبلغًا أكبر من 0 واختر سنة من {first} إلى {latest} لتعرف كم يساوي في {latest}.',
  introNoData: 'أدخل مبلغًا أكبر من 0 واختر سنة لتعرف كم يساوي اليوم.',
  introIndex: 'تقارن الحاسبة مؤشر أسعار المستهلك في السنتين.',
  inDollars: 'بدولارات {year}',
  copy: 'انسخ',
  copyResult: 'انسخ النتيجة',
  indexDetails: 'تفاصيل المؤشر',
  otherWay: 'بعبارة أخرى: {amount} في {toYear} يشتري ما كان يشتريه {then} في {fromYear}.',
  aboutIndex:
    'المؤشر هو مؤشر أسعار المستهلك لجميع المستهلكين في المدن (CPI-U)، متوسط المدن الأمريكية، لجميع السلع، بالمتوسطات السنوية (1982–84 = 100)، من مكتب إحصاءات العمل الأمريكي. ومع أحدث البيانات، تُحسب السنة الجارية بمتوسط الأشهر المنشورة حتى الآن.',
  seeAlso:
    'تقارن الأجور عبر السنين؟ حوّلها بين الساعة والشهر والسنة بأداة {salary}. تفكّر في قرض؟ اعرف تكلفته الحقيقية بأداة {loan}.',
  salaryConverter: 'تحويل الراتب',
  loanCalculator: 'حاسبة القرض والقسط الشهري',
  summary: '{amount} في {fromYear} يساوي {adjusted} في {toYear}',
  doubled:
    'ارتفعت الأسعار إلى أكثر من الضعف بين {fromYear} و{toYear}: الدولار في {toYear} يشتري أقل من نصف ما كان يشتريه في {fromYear}.',
} satisfies Translation<typeof en>;
