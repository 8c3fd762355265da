import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  brewMethod: 'ब्रू करने का तरीका',
  methodOption: '{method} (1:{ratio})',
  drip: 'ड्रिप',
  pourOver: 'पोर-ओवर',
  frenchPress: 'फ़्रेंच प्रेस',
  aeropress: 'AeroPress',
  coldBrew: 'कोल्ड ब्रू',
  custom: 'कस्टम',
  water: 'पानी',
  waterUnit: 'पानी की इकाई',
  cups: 'कप',
  ratio: 'अनुपात (हर ग्राम कॉफ़ी पर पानी के ग्राम)',
  toOne: ': 1',
  noteColdBrew:
    'संख्या जितनी कम, कॉफ़ी उतनी स्ट्रॉन्ग। कोल्ड ब्रू से गाढ़ा कॉन्सन्ट्रेट बनता है: स्वाद के हिसाब से इसे 1:1 पतला करें।',
  noteFilter: 'संख्या जितनी कम, कॉफ़ी उतनी स्ट्रॉन्ग। ज़्यादातर फ़िल्टर कॉफ़ी 1:15 से 1:17 के बीच सबसे अच्छी लगती है।',
  intro: 'पानी की मात्रा दर्ज करें और देखें कि कितनी कॉफ़ी लेनी है।',
  coffeeFor: '{water} पानी के लिए कॉफ़ी, {ratio} अनुपात पर',
  ounces: 'औंस',
  tablespoons: 'टेबलस्पून (हर एक लगभग 5 g)',
  tbspAmount: '{amount} टेबलस्पून',
  shareTitle: 'कॉफ़ी अनुपात कैलकुलेटर',
  'water.ml': '{amount} mL',
  'water.floz': '{amount} fl oz ({ml} mL)',
  'water.cup': { one: '{amount} कप ({ml} mL)', other: '{amount} कप ({ml} mL)' },
  summary: '{water} पानी के लिए {coffee} कॉफ़ी, {ratio} अनुपात पर ({method})',
} satisfies Translation<typeof en>;
