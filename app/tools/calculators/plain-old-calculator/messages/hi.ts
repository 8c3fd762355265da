import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculator: 'कैलकुलेटर',
  keypad: 'कीपैड',
  allClear: 'AC (सब साफ़ करें)',
  backspace: 'बैकस्पेस',
  percent: 'प्रतिशत',
  divide: 'भाग',
  multiply: 'गुणा',
  minus: 'घटाव',
  plus: 'जोड़',
  plusMinus: 'प्लस/माइनस',
  decimalPoint: 'दशमलव बिंदु',
  equals: 'बराबर',
  shortcuts: 'कीबोर्ड शॉर्टकट',
  shortcutsNote:
    'पेज खुलते ही कीबोर्ड की कुंजियाँ काम करने लगती हैं (कैलकुलेटर पर क्लिक करने की ज़रूरत नहीं), सिवाय तब के जब आप किसी टेक्स्ट बॉक्स में लिख रहे हों।',
  digits: 'अंक',
  operators: 'जोड़, घटाव, गुणा, भाग',
  deleteLast: 'आखिरी अंक मिटाएँ',
  allClearShortcut: 'सब साफ़ करें (AC)',
  howItCalculates: 'यह गणना कैसे करता है',
  howOrder:
    'जेब वाले कैलकुलेटर की तरह, हर ऑपरेशन अगला ऑपरेटर दबाते ही हो जाता है: {example}। आखिरी ऑपरेशन दोहराने के लिए फिर से = दबाएँ।',
  howPercent:
    '% संख्या को 100 से भाग देता है, या अगर कोई ऑपरेशन बाकी हो तो पहली संख्या का उतना प्रतिशत लेता है: {example}।',
  howDecimals:
    'दशमलव सटीक होते हैं ({example})। परिणाम में 15 सार्थक अंक तक दिखते हैं; बहुत बड़ी या बहुत छोटी संख्याएँ घातांक रूप में दिखती हैं, जैसे 1.5e+20।',
  divideByZero: 'शून्य से भाग नहीं दिया जा सकता',
  tooLarge: 'परिणाम बहुत बड़ा है',
} satisfies Translation<typeof en>;
