import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  brewMethod: 'طريقة التحضير',
  methodOption: '{method} (1:{ratio})',
  drip: 'قهوة مقطّرة',
  pourOver: 'التقطير اليدوي',
  frenchPress: 'فرنش برس',
  aeropress: 'إيروبرس',
  coldBrew: 'كولد برو',
  custom: 'مخصّصة',
  water: 'الماء',
  waterUnit: 'وحدة الماء',
  cups: 'أكواب',
  ratio: 'النسبة (جرامات الماء لكل جرام من القهوة)',
  toOne: 'إلى 1',
  noteColdBrew: 'كلما صغر الرقم كانت القهوة أقوى. الكولد برو يعطي مركّزًا: خفّفه بنسبة 1:1 حسب ذوقك.',
  noteFilter: 'كلما صغر الرقم كانت القهوة أقوى. ألذّ قهوة الفلتر غالبًا بين 1:15 و1:17.',
  intro: 'أدخل كمية الماء لتعرف كم تحتاج من القهوة.',
  coffeeFor: 'القهوة اللازمة لـ {water} بنسبة {ratio}',
  ounces: 'أونصات',
  tablespoons: 'ملاعق كبيرة (نحو 5 g للملعقة)',
  shareTitle: 'حاسبة نسبة القهوة إلى الماء',
  'water.ml': '{amount} mL',
  'water.floz': '{amount} fl oz ({ml} mL)',
  'water.cup': '{amount} كوب ({ml} mL)',
  summary: '{coffee} من القهوة مع {water} من الماء بنسبة {ratio} ({method})',
} satisfies Translation<typeof en>;
