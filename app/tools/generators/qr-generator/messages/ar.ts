import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unencodable: 'لا يمكن وضع هذا النص في رمز QR. جرّب إزالة الرموز غير المعتادة.',
  encoderFailed: 'تعذّر تحميل مولّد رمز QR. تحقّق من اتصالك وأعد تحميل الصفحة.',
  textLabel: 'نص أو رابط',
  textHint:
    'رابط، أو بيانات Wi-Fi، أو جهة اتصال، أو أي نص: حتى 2,953 بايت في المستوى L، وأقل في المستويات الأعلى. يحتفظ الرابط المشترك بأول 100 حرف، ولا يتضمن بيانات Wi-Fi التي فيها كلمة مرور.',
  presets: 'ابدأ من مثال',
  presetWebsite: 'موقع ويب',
  presetWifi: 'Wi-Fi',
  presetEmail: 'بريد إلكتروني',
  presetPhone: 'هاتف',
  presetSms: 'رسالة نصية',
  presetsNote: 'ثم استبدل البيانات النموذجية (اسم الشبكة، كلمة المرور، العنوان، الرقم) ببياناتك.',
  errorCorrection: 'تصحيح الأخطاء',
  errorCorrectionNote:
    'نسبة الرمز التي يمكن أن تتلف أو تُغطّى (بشعار مثلًا) ويبقى قابلًا للمسح. المستويات الأعلى تجعل الرمز أكثف.',
  imageSize: 'حجم الصورة',
  imageSizeHint: 'عرض صورة PNG وارتفاعها. أما SVG فيتكيّف مع أي حجم.',
  colours: 'الألوان',
  foreground: 'لون المقدمة',
  background: 'لون الخلفية',
  contrast: 'التباين: {ratio}',
  swapColours: 'بدّل اللونين',
  blackOnWhite: 'أسود على أبيض',
  intro:
    'اكتب رابطًا أو أي نص، أو ابدأ من مثال. يظهر رمز QR هنا أثناء الكتابة، جاهزًا للتنزيل بصيغة PNG أو SVG.',
  introPrivacy: 'كل شيء يجري في متصفحك: لا يُرفع أي شيء، ولا تنتهي صلاحية الرمز أبدًا.',
  hexCode: 'رمز hex: {label}',
  hexInvalid: 'أدخل 6 أرقام ست عشرية، مثل 1e3a8a.',
  preparing: 'جارٍ تجهيز رمز QR…',
  preview: 'رمز QR لـ: {text}',
  downloadPng: 'نزّل PNG',
  downloadSvg: 'نزّل SVG',
  copyImage: 'انسخ الصورة',
  version: 'إصدار QR',
  contentSize: 'حجم المحتوى',
  image: 'الصورة',
  encodedContent: 'المحتوى المرمَّز',
  lowContrast:
    'تباين منخفض ({ratio}): قد لا تتمكن بعض الهواتف من قراءة هذا الرمز. استهدف 4:1 أو أكثر، بلون داكن على فاتح.',
  inverted:
    'لون المقدمة أفتح من لون الخلفية: كثير من الماسحات لا تقرأ الرموز الفاتحة على خلفية داكنة (المعكوسة). استخدم لونًا داكنًا على خلفية فاتحة.',
  tooLong:
    'النص أطول من أن يتسع له رمز QR بمستوى تصحيح الأخطاء {level}: حجم النص {bytes} بايت، والحد الأقصى {max}. اختصر النص.',
  tooLongFitsAt:
    'النص أطول من أن يتسع له رمز QR بمستوى تصحيح الأخطاء {level}: حجم النص {bytes} بايت، والحد الأقصى {max}. اختصر النص أو اخفض مستوى تصحيح الأخطاء (يتسع له المستوى {fitsAt}).',
  versionFact: 'الإصدار {version} ({count} × {count} وحدة)',
  ecFact: '{level} (يستعيد حتى {recovery}% من التلف)',
  byteCount: {
    zero: '{n} بايت',
    one: 'بايت واحد',
    two: 'بايتان',
    few: '{n} بايت',
    many: '{n} بايت',
    other: '{n} بايت',
  },
  imageFact: '{px} × {px} px ({module} px لكل وحدة)',
  imageFactTiny: '{px} × {px} px (أقل من 1 px لكل وحدة)',
  summary:
    'رمز QR جاهز: الإصدار {version} ({count} × {count} وحدة)، تصحيح الأخطاء {level}، {bytes}، {px} px.',
  smallModules:
    'عرض كل وحدة أقل من {min} بكسل عند {size} px: اختر {suggested} px أو أكثر لتتمكن الهواتف من قراءة الرمز.',
  linkNote: 'لا تُضمَّن كلمة مرور Wi-Fi في الروابط.',
} satisfies Translation<typeof en>;
