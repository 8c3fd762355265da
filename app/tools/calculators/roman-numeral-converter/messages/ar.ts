import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  convert: 'التحويل',
  toRoman: 'من عدد إلى روماني',
  toNumber: 'من روماني إلى عدد',
  numberLabel: 'العدد (من 1 إلى 3999)',
  numberHint: 'عدد صحيح، مثل 1994.',
  numeralLabel: 'الرقم الروماني',
  numeralHint: 'بالصيغة القياسية، مثل MCMXCIV. بأحرف كبيرة أو صغيرة.',
  introToRoman: 'اكتب عددًا لتحويله. يوضّح التفصيل طريقة تكوينه.',
  introToNumber: 'اكتب رقمًا رومانيًا لتحويله. يوضّح التفصيل طريقة تكوينه.',
  summaryToRoman: '{input} بالأرقام الرومانية هو {output}',
  summaryToNumber: '{input} يساوي {output}',
  leadToRoman: '{input} بالأرقام الرومانية',
  leadToNumber: '{input} بالأرقام',
  copy: 'انسخ النتيجة',
  breakdown: 'التفصيل',
  value: 'القيمة',
  numeral: 'الرمز',
  count: 'التكرار',
  total: 'المجموع',
  invalidNumber: 'يُرجى إدخال عدد صحيح صالح',
  outOfRange: 'يجب أن يكون العدد بين 1 و3999',
  invalidNumeral: 'صيغة الرقم الروماني غير صحيحة',
} satisfies Translation<typeof en>;
