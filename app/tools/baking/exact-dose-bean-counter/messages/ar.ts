import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  targetDose: 'الجرعة المستهدفة',
  currentWeight: 'الوزن الحالي',
  beanWeight: 'متوسط وزن الحبة الواحدة',
  beanHint: 'من 0.05 إلى 0.3 g؛ المستخدم الآن {perBean} g. زِن 50 حبة واقسم على 50 لتعرف وزن حبوب قهوتك.',
  beansCounted: 'عدد الحبوب المعدودة',
  toReach: 'للوصول إلى الهدف',
  countedWeight: 'وزن الحبوب المعدودة',
  onTarget: 'على الهدف',
  beans: {
    zero: '{sign}{count} حبة',
    one: '{sign}{count} حبة',
    two: '{sign}{count} حبة',
    few: '{sign}{count} حبات',
    many: '{sign}{count} حبة',
    other: '{sign}{count} حبة',
  },
  needGrams: 'أدخل الجرعة المستهدفة والوزن الحالي بالجرامات.',
  needCount: 'أدخل عدد الحبوب.',
  'adjust.none': 'على الهدف: الفرق أقل من نصف حبة ({g} g).',
  'adjust.add': {
    zero: 'أضف {count} حبة (الوزن أقل بـ {g} g).',
    one: 'أضف حبة واحدة (الوزن أقل بـ {g} g).',
    two: 'أضف حبتين (الوزن أقل بـ {g} g).',
    few: 'أضف {count} حبات (الوزن أقل بـ {g} g).',
    many: 'أضف {count} حبة (الوزن أقل بـ {g} g).',
    other: 'أضف {count} حبة (الوزن أقل بـ {g} g).',
  },
  'adjust.remove': {
    zero: 'أزل {count} حبة (الوزن أكثر بـ {g} g).',
    one: 'أزل حبة واحدة (الوزن أكثر بـ {g} g).',
    two: 'أزل حبتين (الوزن أكثر بـ {g} g).',
    few: 'أزل {count} حبات (الوزن أكثر بـ {g} g).',
    many: 'أزل {count} حبة (الوزن أكثر بـ {g} g).',
    other: 'أزل {count} حبة (الوزن أكثر بـ {g} g).',
  },
  countWeight: 'الحبوب المعدودة ({count}) تزن نحو {grams} g.',
} satisfies Translation<typeof en>;
