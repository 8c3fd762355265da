import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notAnImage: 'इस फ़ाइल को इमेज के रूप में नहीं पढ़ा जा सका।',
  unreadable: 'यह फ़ाइल पढ़ी नहीं जा सकी।',
  chooseImage: 'इमेज चुनें',
  dropHint: 'या यहाँ छोड़ें। PNG, JPEG, GIF, WebP, SVG… 10 MB तक।',
  preview: '{name} का प्रीव्यू',
  privacy: 'इमेज इसी डिवाइस पर पढ़ी जाती है और कभी अपलोड नहीं होती।',
  summary: '{size} को Base64 के {length} अक्षरों में एनकोड किया गया',
  intro: 'कोई इमेज चुनें या यहाँ छोड़ें और उसका Base64 टेक्स्ट, डेटा URI, img टैग और CSS नियम पाएँ, कॉपी करने के लिए तैयार।',
  base64: 'Base64',
  dataUri: 'डेटा URI',
  imgTag: 'HTML img टैग',
  cssRule: 'CSS background-image',
  originalFile: 'मूल फ़ाइल',
  type: 'प्रकार',
  base64Length: 'Base64 की लंबाई',
  characters: '{length} अक्षर',
  estimatedSize: 'अनुमानित साइज़ (लंबाई का ¾)',
  copy: 'कॉपी करें',
  copyBlock: '{label} कॉपी करें',
  selectImage: 'कृपया कोई इमेज फ़ाइल चुनें',
  tooLarge: 'फ़ाइल का साइज़ 10MB से कम होना चाहिए',
  byteCount: { one: '{n} बाइट', other: '{n} बाइट' },
  moreCharacters: '… ({count} और अक्षर: ‘कॉपी करें’ से पूरा टेक्स्ट कॉपी होता है)',
} satisfies Translation<typeof en>;
