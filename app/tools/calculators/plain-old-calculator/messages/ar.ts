import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculator: 'الآلة الحاسبة',
  keypad: 'لوحة الأزرار',
  allClear: 'AC (مسح الكل)',
  backspace: 'حذف',
  percent: 'نسبة مئوية',
  divide: 'قسمة',
  multiply: 'ضرب',
  minus: 'طرح',
  plus: 'جمع',
  plusMinus: 'تغيير الإشارة',
  decimalPoint: 'الفاصلة العشرية',
  equals: 'يساوي',
  shortcuts: 'اختصارات لوحة المفاتيح',
  shortcutsNote:
    'تعمل المفاتيح بمجرد فتح الصفحة (دون الحاجة إلى النقر على الآلة الحاسبة)، إلا أثناء الكتابة في مربع نص.',
  digits: 'الأرقام',
  operators: 'جمع، طرح، ضرب، قسمة',
  deleteLast: 'حذف آخر رقم',
  allClearShortcut: 'مسح الكل (AC)',
  howItCalculates: 'طريقة الحساب',
  howOrder:
    'كما في الآلة الحاسبة الجيبية، تُنفَّذ كل عملية بمجرد الضغط على العامل التالي: {example}. اضغط = مرة أخرى لتكرار آخر عملية.',
  howPercent: 'يقسم % على 100، وإذا كانت هناك عملية معلّقة يأخذ هذه النسبة من العدد الأول: {example}.',
  howDecimals:
    'الكسور العشرية دقيقة ({example}). تُعرض النتائج بما يصل إلى 15 رقمًا معنويًا، والأعداد الكبيرة جدًا أو الصغيرة جدًا تُكتب بالصيغة الأسية، مثل 1.5e+20.',
  divideByZero: 'لا يمكن القسمة على صفر',
  tooLarge: 'النتيجة كبيرة جدًا',
} satisfies Translation<typeof en>;
