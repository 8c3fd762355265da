import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: 'مبلغ الفاتورة',
  tip: 'البقشيش',
  splitBetween: 'التقسيم على',
  people: 'أشخاص',
  peopleHint: 'عدد صحيح من الأشخاص، من 1 إلى 50.',
  quickTip: 'نسب جاهزة',
  intro:
    'أدخل مبلغ الفاتورة (أكبر من 0)، ونسبة بقشيش من 0 إلى 50%، وعدد الأشخاص من 1 إلى 50، لترى البقشيش والإجمالي وحصة كل شخص.',
  eachPays: {
    zero: 'يدفع كلٌّ من {n} شخص',
    one: 'يدفع الشخص',
    two: 'يدفع كلٌّ من الشخصين',
    few: 'يدفع كلٌّ من {n} أشخاص',
    many: 'يدفع كلٌّ من {n} شخصًا',
    other: 'يدفع كلٌّ من {n} شخص',
  },
  totalToPay: 'الإجمالي المستحق',
  tipPercent: 'البقشيش ({percent})',
  total: 'الإجمالي',
  billTerm: 'الفاتورة',
  perPerson: 'للشخص',
  tipPerPerson: 'البقشيش للشخص',
  about: 'نحو {amount}',
  shareTitle: 'حاسبة البقشيش',
} satisfies Translation<typeof en>;
