import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  pet: 'पालतू जानवर',
  dog: 'कुत्ता',
  cat: 'बिल्ली',
  rabbit: 'खरगोश',
  guineaPig: 'गिनी पिग',
  dogSize: 'कुत्ते का आकार',
  dogSizeHint: 'बड़े होने पर वज़न के हिसाब से: 20 lb लगभग 9 kg, 50 lb लगभग 23 kg, 90 lb लगभग 41 kg है।',
  small: 'छोटा (20 lb से कम)',
  medium: 'मध्यम (20 से 50 lb)',
  large: 'बड़ा (50 से 90 lb)',
  giant: 'बहुत बड़ा (90 lb से ज़्यादा)',
  age: 'उम्र',
  years: 'साल',
  ageHint: 'दशमलव भी चलेगा: 1.5 यानी डेढ़ साल।',
  intro:
    'अपने पालतू जानवर की उम्र साल में दर्ज करें (0 से ज़्यादा) और देखें कि इंसानी सालों में उसकी उम्र कितनी है। 0.5 या 2.5 जैसे दशमलव भी चलते हैं।',
  inHumanYears: 'इंसानी सालों में',
  lifeStage: 'जीवन की अवस्था: {stage} ({range}, AAHA/AAFP के अनुसार बिल्लियों की जीवन अवस्थाएँ)',
  method:
    'तरीका: चार्ट ({table}) में {method}, पूरे साल तक राउंड किया गया। यह एक मोटा अनुमान है, कोई मेडिकल माप नहीं: अलग-अलग नस्लों और जानवरों की उम्र अलग तरह से बढ़ती है, इसलिए अपने पालतू की जीवन अवस्था के बारे में अपने पशु चिकित्सक से पूछें।',
  smallDogTable: 'छोटा कुत्ता',
  mediumDogTable: 'मध्यम कुत्ता',
  largeDogTable: 'बड़ा कुत्ता',
  giantDogTable: 'बहुत बड़ा कुत्ता',
  catTable: 'बिल्ली',
  rabbitTable: 'खरगोश',
  guineaPigTable: 'गिनी पिग',
  shareTitle: 'पालतू जानवर की उम्र कैलकुलेटर',
  chartCaption: 'मध्यम कुत्ते और बिल्लियाँ इंसानी सालों में',
  petAge: 'पालतू की उम्र',
  mediumDog: 'मध्यम कुत्ता',
  chartYears: { one: '{n} साल', other: '{n} साल' },
  chartSources:
    'कुत्ते: AVMA / AKC के आकार संबंधी दिशानिर्देश। बिल्लियाँ: AAFP / AAHA का जीवन अवस्था चार्ट। दोनों मोटे अनुमान हैं।',
  lookupInterpolation: 'चार्ट से मान और बीच के मानों का अनुमान (इंटरपोलेशन)',
  sentenceA: '{animal}, {age} साल: इंसानी उम्र में लगभग {human} साल।',
  sentenceAn: '{animal}, {age} साल: इंसानी उम्र में लगभग {human} साल।',
  sentenceACounted: '{animal}, {age} साल ({counted} साल माना गया): इंसानी उम्र में लगभग {human} साल।',
  sentenceAnCounted: '{animal}, {age} साल ({counted} साल माना गया): इंसानी उम्र में लगभग {human} साल।',
  summaryBeyond: '{sentence} (सामान्य उम्र से ज़्यादा: यह आगे बढ़ाकर लगाया गया अनुमान है।)',
  lifespanWarning:
    'सामान्य उम्र से ज़्यादा: खरगोश/गिनी पिग आम तौर पर लगभग {years} साल तक जीते हैं। इससे ज़्यादा उम्र के परिणाम आगे बढ़ाकर लगाए गए अनुमान हैं।',
  'capped.rabbit': 'खरगोशों के लिए {cap} साल से ज़्यादा उम्र को {cap} साल माना जाता है।',
  'capped.guineapig': 'गिनी पिग के लिए {cap} साल से ज़्यादा उम्र को {cap} साल माना जाता है।',
  chartStarts: {
    one: 'चार्ट {age} साल से शुरू होता है: इससे कम उम्र के लिए उसका पहला कदम सीधी रेखा में पीछे बढ़ाया जाता है, इसलिए यह मोटा अनुमान है।',
    other:
      'चार्ट {age} साल से शुरू होता है: इससे कम उम्र के लिए उसका पहला कदम सीधी रेखा में पीछे बढ़ाया जाता है, इसलिए यह मोटा अनुमान है।',
  },
  chartEnds:
    'चार्ट {age} साल पर खत्म होता है: इससे ज़्यादा उम्र के लिए उसका आखिरी कदम, यानी हर साल {step} इंसानी साल, आगे जारी रखा जाता है।',
  'stage.kitten': 'बिल्ली का बच्चा',
  'stage.youngAdult': 'युवा वयस्क',
  'stage.matureAdult': 'परिपक्व वयस्क',
  'stage.senior': 'बुज़ुर्ग',
  'stageRange.kitten': 'जन्म से 1 साल',
  'stageRange.youngAdult': '1 से 6 साल',
  'stageRange.matureAdult': '7 से 10 साल',
  'stageRange.senior': '10 साल से ज़्यादा',
} satisfies Translation<typeof en>;
