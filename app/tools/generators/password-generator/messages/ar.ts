import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  lower: 'أحرف صغيرة (a–z)',
  upper: 'أحرف كبيرة (A–Z)',
  numbers: 'أرقام (0–9)',
  symbols: 'رموز (!@#$%^&*…)',
  veryWeak: 'ضعيفة جدًا',
  weak: 'ضعيفة',
  fair: 'متوسطة',
  strong: 'قوية',
  veryStrong: 'قوية جدًا',
  length: 'الطول',
  characters: 'حرفًا',
  charactersToUse: 'الأحرف المستخدمة',
  typesNote: 'تحتوي كل كلمة مرور على رمز واحد على الأقل من كل نوع تحدده. ويبقى نوع واحد على الأقل محددًا.',
  password: 'كلمة المرور',
  summary: 'كلمة مرور جديدة (الطول: {length})، {strength}',
  generating: 'جارٍ التوليد…',
  passwordHidden: 'كلمة المرور (مخفية)',
  hide: 'أخفِ كلمة المرور',
  show: 'أظهر كلمة المرور',
  strength: 'القوة: {strength} ({bits} بت من الإنتروبيا؛ عدد الأحرف: {length}، وحجم مجموعة الرموز: {pool})',
  copy: 'انسخ كلمة المرور',
  regenerate: 'ولّد من جديد',
  recent: 'كلمات المرور الأخيرة (في هذه الزيارة فقط)',
} satisfies Translation<typeof en>;
