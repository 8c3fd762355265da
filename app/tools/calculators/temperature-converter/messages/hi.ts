import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  celsius: 'सेल्सियस',
  fahrenheit: 'फ़ारेनहाइट',
  kelvin: 'केल्विन',
  exampleBody: 'शरीर 37 °C',
  exampleBoiling: 'उबलता पानी 212 °F',
  exampleOven: 'ओवन 350 °F',
  exampleFreezer: 'फ़्रीज़र 0 °F',
  exampleRoom: 'कमरा 293.15 K',
  convertFrom: 'किस स्केल से बदलें',
  temperatureIn: '{scale} में तापमान',
  tryExample: 'कोई उदाहरण आज़माएँ',
  formulas: '°F = °C × 9/5 + 32 · K = °C + 273.15 · आँकड़े दशमलव के 2 अंकों तक राउंड किए गए।',
  summary: '{summary}। {description}।',
  intro:
    'कोई तापमान लिखें और उसका स्केल चुनें। आपको एक साथ सेल्सियस, फ़ारेनहाइट और केल्विन में तापमान दिखेगा, और आसान शब्दों में यह भी कि वह कितना गर्म या ठंडा है।',
  shareTitle: 'तापमान कन्वर्टर',
  belowAbsoluteZero: 'तापमान परम शून्य से कम नहीं हो सकता (-273.15°C, -459.67°F, 0K)',
  'context.extremeCold': 'बेहद ठंड',
  'context.severeCold': 'कड़ाके की ठंड',
  'context.freezing': 'जमाव बिंदु से नीचे',
  'context.cold': 'ठंडा',
  'context.cool': 'हल्की ठंडक',
  'context.comfortable': 'आरामदायक',
  'context.warm': 'हल्की गर्मी',
  'context.hot': 'गर्म',
  'context.veryHot': 'बहुत गर्म',
  'context.extremeHeat': 'भीषण गर्मी',
  'contextDetail.extremeCold':
    '-40 °C से भी ठंडा, जहाँ सेल्सियस और फ़ारेनहाइट स्केल बराबर हो जाते हैं: खुली त्वचा कुछ ही मिनटों में जम जाती है।',
  'contextDetail.severeCold': 'घर के फ़्रीज़र (-18 °C, 0 °F) से भी ठंडा: फ़्रॉस्टबाइट का असली खतरा।',
  'contextDetail.freezing': 'पानी के जमाव बिंदु से नीचे: बर्फ़, हिमपात और पाला।',
  'contextDetail.cold': 'जमाव बिंदु से ऊपर, पर ठंडा: कोट पहनने का मौसम, निचले सिरे पर लगभग फ़्रिज जितना तापमान।',
  'contextDetail.cool': 'ठंडक भरा दिन: हल्की जैकेट या स्वेटर का मौसम।',
  'contextDetail.comfortable': 'कमरे का सामान्य तापमान।',
  'contextDetail.warm': 'गर्मियों का एक सुहाना गर्म दिन।',
  'contextDetail.hot': 'गर्म दिन: पानी पीते रहें।',
  'contextDetail.veryHot':
    'इंसानी शरीर के तापमान (37 °C, 98.6 °F) के आसपास: शरीर पर गर्मी का ज़ोर (हीट स्ट्रेस) पड़ सकता है।',
  'contextDetail.extremeHeat': 'लोगों के लिए खतरनाक गर्मी; समुद्र तल पर पानी 100 °C (212 °F) पर उबलता है।',
} satisfies Translation<typeof en>;
