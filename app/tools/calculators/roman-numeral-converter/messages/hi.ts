import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  convert: 'बदलें',
  toRoman: 'संख्या → रोमन',
  toNumber: 'रोमन → संख्या',
  numberLabel: 'संख्या (1 से 3999)',
  numberHint: 'कोई पूर्ण संख्या, जैसे 1994।',
  numeralLabel: 'रोमन अंक',
  numeralHint: 'मानक रूप, जैसे MCMXCIV। बड़े या छोटे अक्षर, दोनों चलेंगे।',
  introToRoman: 'बदलने के लिए कोई संख्या लिखें। ब्योरे में दिखता है कि वह कैसे बनी है।',
  introToNumber: 'बदलने के लिए कोई रोमन अंक लिखें। ब्योरे में दिखता है कि वह कैसे बना है।',
  summaryToRoman: 'रोमन अंकों में {input} = {output}',
  summaryToNumber: '{input} = {output}',
  leadToRoman: 'रोमन अंकों में {input}',
  leadToNumber: 'संख्या के रूप में {input}',
  copy: 'परिणाम कॉपी करें',
  breakdown: 'ब्योरा',
  value: 'मान',
  numeral: 'अंक',
  count: 'कितनी बार',
  total: 'कुल',
  invalidNumber: 'कृपया सही संख्या दर्ज करें',
  outOfRange: 'संख्या 1 से 3999 के बीच होनी चाहिए',
  invalidNumeral: 'रोमन अंक का रूप सही नहीं है',
} satisfies Translation<typeof en>;
