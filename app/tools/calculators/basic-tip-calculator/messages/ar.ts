import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: 'مبلغ الفاتورة',
  tip: 'البقشيش',
  splitBetween: 'التقسيم على',
  people: 'أشخاص',
  peopleHint: 'عدد صحيح من الأشخاص، من 1 إلى 50.',
  quickTip: 'بقشيش سريع',
  intro:
    'أدخل مبلغ الفاتورة (أكبر من 0)، ونسبة بقشيش من 0 إلى 50%، وعدد الأشخاص من 1 إلى 50، لترى البقشيش والإجمالي وحصة كل شخص.',
  eachPays: {
    zero: 'يدفع كل شخص من {n} شخص',
    one: 'يدفع الشخص',
    two: 'يدفع كلٌّ من الشخصين',
    few: 'يدفع كل شخص من {n} أشخاص',
    many: 'يدفع كل شخص من {n} شخصًا',
    other: 'يدفع كل شخص من {n} شخص',
  },
  totalToPay: 'المبلغ الإجمالي للدفع',
  tipPercent: 'البقشيش ({percent})',
  total: 'الإجمالي',
  billTerm: 'الفاتورة',
  perPerson: 'للشخص',
  tipPerPerson: 'البقشيش للشخص',
  about: 'نحو {amount}',
  shareTitle: 'حاسبة البقشيش',
} satisfies Translation<typeof en>;
