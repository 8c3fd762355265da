import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'राशि',
  amountHint: 'कॉमा, स्पेस और अंडरस्कोर को अनदेखा किया जाता है।',
  unit: 'इकाई',
  number: 'संख्या (इकाई)',
  thousand: 'हज़ार (1,000)',
  lakh: 'लाख (1,00,000)',
  million: 'मिलियन (1,000,000)',
  crore: 'करोड़ (1,00,00,000)',
  billion: 'बिलियन (1,000,000,000)',
  explainer:
    '1 लाख = 100,000 और 1 करोड़ = 10 मिलियन। भारतीय प्रणाली में आखिरी तीन अंकों के बाद कॉमा लगता है, फिर हर दो अंकों के बाद: 1,25,00,000।',
  intro: 'कोई राशि दर्ज करें और उसे भारतीय और अंतरराष्ट्रीय संख्या प्रणाली में, लाख-करोड़ में और मिलियन-बिलियन में देखें।',
  noResult: 'कोई परिणाम नहीं: कोई संख्या दर्ज करें।',
  indianGrouping: 'भारतीय संख्या प्रणाली',
  internationalGrouping: 'अंतरराष्ट्रीय संख्या प्रणाली',
  inNumber: 'संख्या में',
  inThousand: 'हज़ार में',
  inLakh: 'लाख में',
  inMillion: 'मिलियन में',
  inCrore: 'करोड़ में',
  inBillion: 'बिलियन में',
  shareTitle: 'लाख और करोड़ कन्वर्टर',
  // A value said in a unit (lakh-crore-converter.ts, inWords): '1.25 crore'.
  'inWords.thousand': '{amount} हज़ार',
  'inWords.lakh': '{amount} लाख',
  'inWords.million': '{amount} मिलियन',
  'inWords.crore': '{amount} करोड़',
  'inWords.billion': '{amount} बिलियन',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} satisfies Translation<typeof en>;
