import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  wheel: 'العجلة',
  defaultYes: 'نعم',
  defaultNo: 'لا',
  spin: 'أدِر العجلة',
  enterAtLeast: 'أدخل ما لا يقل عن {min} من الخيارات لتدوير العجلة.',
  winnerLabel: 'الفائز: ',
  winnerSummary: 'الفائز: {winner}',
  spinning: 'العجلة تدور…',
  pressSpin: 'اضغط «أدِر العجلة» لاختيار فائز عشوائيًا.',
  recentResults: 'النتائج الأخيرة',
  options: 'الخيارات',
  option: 'الخيار {n}',
  removeOption: 'أزل الخيار {n}',
  addOption: 'أضف خيارًا',
  rowsNote: '{rows} من أصل {max} صفًا. الخيار المكرَّر يحصل على شرائح أكثر.',
  shareTitle: 'عجلة القرار',
  summary: 'عجلة القرار: {options}',
  summaryWinner: 'عجلة القرار: {options}. الفائز: {winner}',
  addAtLeast: 'أضف ما لا يقل عن {min} من الخيارات',
  wheelEmpty: 'عجلة فارغة: أدخل ما لا يقل عن {min} من الخيارات لتدويرها',
  wheelWith: {
    zero: 'عجلة فيها {n} خيار: {options}',
    one: 'عجلة فيها خيار واحد: {options}',
    two: 'عجلة فيها خياران: {options}',
    few: 'عجلة فيها {n} خيارات: {options}',
    many: 'عجلة فيها {n} خيارًا: {options}',
    other: 'عجلة فيها {n} خيار: {options}',
  },
} satisfies Translation<typeof en>;
