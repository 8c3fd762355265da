import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'عدّ الأيام المتبقية حتى 1 يناير، بداية العام الجديد، حسب منطقتك الزمنية.',
  welcome: 'أهلًا بعام {year}: يبدأ يوم {weekday}.',
  name: 'رأس السنة الميلادية',
  timelineTitle: 'خطة الاستعداد لرأس السنة',
  'stage.lookBack': 'أكثر من 60 يومًا: راجع عامك وخطّط للقادم',
  'task.wentWell': 'دوّن ما نجح معك هذا العام',
  'task.bookParty': 'احجز مكانًا للحفلة أو رحلة',
  'task.startSaving': 'ابدأ الادخار لموسم الأعياد',
  'stage.makePlans': 'من 31 إلى 60 يومًا: ضع خططك',
  'task.decideWhere': 'قرّر أين ستستقبل العام الجديد',
  'task.invitations': 'أرسل الدعوات',
  'task.resolutions': 'فكّر في قرار أو قرارين للعام الجديد',
  'stage.getReady': 'من 15 إلى 30 يومًا: استعد',
  'task.foodDrinks': 'خطّط للطعام والمشروبات',
  'task.taxis': 'احجز سيارات الأجرة أو تحقّق من مواعيد القطارات المتأخرة',
  'task.writeResolutions': 'اكتب قراراتك للعام الجديد',
  'stage.arrangements': 'من 8 إلى 14 يومًا: الترتيبات الأخيرة',
  'task.buyWhatKeeps': 'اشترِ ما يمكن حفظه: المشروبات والزينة والألعاب النارية اليدوية',
  'task.confirmGuests': 'تأكّد ممن سيحضر',
  'task.calendar': 'جهّز تقويم العام القادم',
  'stage.lastWeek': 'الأسبوع الأخير: العدّ التنازلي',
  'task.freshFood': 'تسوّق الطعام الطازج',
  'task.chargePhone': 'اشحن هاتفك لصور منتصف الليل',
  'task.fireworks': 'تحقّق من مواعيد الألعاب النارية القريبة منك',
} satisfies Translation<typeof en>;
