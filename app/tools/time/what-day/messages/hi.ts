import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'लिंक से “{value}” मिला।',
  date: 'तारीख',
  showMoon: 'चाँद की कला दिखाएँ',
  showMoonHint: 'उस दिन चाँद की कला, औसत चंद्र चक्र के आधार पर।',
  find: 'पता करें',
  intro: 'साल 1 से 9999 तक की कोई भी तारीख चुनें और ‘पता करें’ दबाएँ। आपको पता चलेगा कि उस दिन कौन-सा वार था।',
  introMore:
    'साथ ही साल का कौन-सा दिन था और वह लीप वर्ष था या नहीं, यह भी दिखता है; उस दिन का चाँद देखने के लिए ‘चाँद की कला दिखाएँ’ चुनें।',
  dayOfWeek: 'हफ़्ते का दिन',
  dayOfYear: 'साल का दिन',
  dayOf: '{days} में से दिन {day}',
  leapYear: 'लीप वर्ष',
  yes: 'हाँ',
  no: 'नहीं',
  yearHas: '{year} में {days} दिन हैं',
  moonPhase: 'चाँद की कला',
  moonDetail: 'लगभग {percent}% रोशन; चाँद की उम्र {month} दिन के चक्र में {age} दिन।',
  moonNote:
    'औसत चंद्र चक्र के आधार पर, दोपहर 12 बजे UTC के हिसाब से: कला बदलने के आसपास आसमान में चाँद एक दिन आगे या पीछे हो सकता है।',
  shareTitle: 'उस दिन कौन-सा वार था?',
  fallsOn: '{date} को {weekday} है।',
  'tense.past': '{date} को {weekday} था ({when})।',
  'tense.today': '{date} को {weekday} है ({when})।',
  'tense.future': '{date} को {weekday} होगा ({when})।',
  summaryMoon: '{sentence} चाँद: {phase}, लगभग {percent}% रोशन।',
  'moon.newMoon': 'अमावस्या (नया चाँद)',
  'moon.waxingCrescent': 'बढ़ता हुआ पतला चाँद',
  'moon.firstQuarter': 'पहला चौथाई (आधा चाँद)',
  'moon.waxingGibbous': 'बढ़ता हुआ उभरा चाँद',
  'moon.fullMoon': 'पूर्णिमा (पूरा चाँद)',
  'moon.waningGibbous': 'घटता हुआ उभरा चाँद',
  'moon.lastQuarter': 'आखिरी चौथाई (आधा चाँद)',
  'moon.waningCrescent': 'घटता हुआ पतला चाँद',
} satisfies Translation<typeof en>;
