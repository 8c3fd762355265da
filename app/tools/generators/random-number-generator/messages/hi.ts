import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  minimum: 'न्यूनतम',
  maximum: 'अधिकतम',
  howMany: 'कितनी संख्याएँ',
  howManyHint: '1 से 1,000 तक।',
  decimalPlaces: 'दशमलव के बाद अंक',
  allowDuplicates: 'दोहराव की अनुमति दें',
  decimalNumbers: 'दशमलव संख्याएँ',
  generate: 'बनाएँ',
  randomNumbers: 'रैंडम संख्याएँ',
  oneNumber: 'रैंडम संख्या: {value}',
  numbersGenerated: {
    one: '{count} रैंडम संख्या बनाई गई',
    other: '{count} रैंडम संख्याएँ बनाई गईं',
  },
  generating: 'बनाई जा रही हैं…',
  intro: 'संख्याएँ निकालने के लिए अधिकतम से कम कोई न्यूनतम मान दर्ज करें।',
  tooMany: {
    one: '{n} संख्या: यहाँ दिखाने के लिए बहुत ज़्यादा, इसलिए इसे कॉपी करें या सारांश देखें।',
    other: '{n} संख्याएँ: यहाँ दिखाने के लिए बहुत ज़्यादा, इसलिए इन्हें कॉपी करें या सारांश देखें।',
  },
  count: 'गिनती',
  lowest: 'सबसे छोटी',
  highest: 'सबसे बड़ी',
  mean: 'औसत',
  sum: 'योग',
  copyNumber: 'संख्या कॉपी करें',
  copyNumbers: 'संख्याएँ कॉपी करें',
  sortAscending: 'बढ़ते क्रम में लगाएँ',
  enterBoth: 'न्यूनतम और अधिकतम, दोनों के लिए संख्या दर्ज करें।',
  minBelowMax: 'न्यूनतम मान अधिकतम से कम होना चाहिए।',
  rangeTooLarge:
    'इस दायरे से बराबर संभावना के साथ संख्या निकालना मुमकिन नहीं; छोटी संख्याएँ या दशमलव के बाद कम अंक इस्तेमाल करें।',
  noValueWithPlaces: 'इस दायरे में दशमलव के बाद {places} अंकों वाली कोई संख्या नहीं है।',
  uniqueWarning: 'आपने {requested} अलग-अलग संख्याएँ माँगी हैं, लेकिन इस दायरे में सिर्फ़ {possible} अलग-अलग संख्याएँ संभव हैं।',
} satisfies Translation<typeof en>;
