import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  units: 'الوحدات',
  metric: 'مترية (kg، cm)',
  imperial: 'إمبراطورية (lb، ft، in)',
  height: 'الطول',
  weight: 'الوزن',
  heightFeet: 'الطول (قدم)',
  heightInches: 'الطول (بوصة)',
  metricNote:
    'BMI = الوزن بالكيلوجرام ÷ (الطول بالمتر)². الطول من 50 إلى 260 cm، والوزن من 15 إلى 500 kg. القيم خارج هذا النطاق تُحتسب عند أقرب حدٍّ له.',
  imperialNote:
    'BMI = 703 × الوزن بالرطل ÷ (الطول بالبوصة)². الطول من 3 إلى 8 ft مع 0 إلى 11 in، والوزن من 35 إلى 1,100 lb. القيم خارج هذا النطاق تُحتسب عند أقرب حدٍّ له.',
  screening:
    'مؤشر كتلة الجسم رقم للفحص الأولي وليس تشخيصًا. فهو لا يميّز الدهون من العضلات، ولا يصلح للأطفال والمراهقين والحوامل؛ استشر طبيبًا بشأن صحتك.',
  intro: 'أدخل طولك ووزنك لتعرف مؤشر كتلة جسمك (BMI) وفئته ونطاق الوزن الصحي لطولك.',
  noBmi: 'BMI –',
  yourBmi: 'مؤشر كتلة جسمك بطول {height} ووزن {weight}',
  healthyWeight: 'الوزن الصحي لطولك',
  whereYouStand: 'موقعك على المقياس',
  bmiPrime: 'BMI Prime (مؤشر كتلة الجسم ÷ 25)',
  ponderal: 'مؤشر بوندرال (Ponderal)',
  shareTitle: 'حاسبة مؤشر كتلة الجسم (BMI)',
  gauge: 'مقياس من {min} إلى {max}: BMI {bmi}، {category}',
  you: '(أنت)',
  underweight: 'نقص الوزن',
  healthy: 'وزن صحي',
  overweight: 'زيادة الوزن',
  obesity1: 'سمنة (الدرجة الأولى)',
  obesity2: 'سمنة (الدرجة الثانية)',
  obesity3: 'سمنة (الدرجة الثالثة)',
  healthyRange: 'من {min} إلى {max} {unit}',
  withinHealthy: 'ضمن النطاق الصحي',
  belowHealthy: 'أقل من النطاق الصحي بـ{amount} {unit}',
  aboveHealthy: 'أعلى من النطاق الصحي بـ{amount} {unit}',
  summary: 'BMI {bmi} ({category})؛ الوزن الصحي لطول {height}: {range}',
} satisfies Translation<typeof en>;
