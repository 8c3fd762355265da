import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unencodable: 'यह टेक्स्ट QR कोड में नहीं डाला जा सकता। असामान्य अक्षर हटाकर देखें।',
  encoderFailed: 'QR कोड एनकोडर लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और पेज दोबारा लोड करें।',
  textLabel: 'टेक्स्ट या URL',
  textHint:
    'कोई लिंक, Wi-Fi की जानकारी, संपर्क या कोई भी टेक्स्ट: लेवल L पर 2,953 बाइट तक, ऊँचे लेवल पर इससे कम। साझा किए गए लिंक में पहले 100 अक्षर रखे जाते हैं, और पासवर्ड वाली Wi-Fi जानकारी छोड़ दी जाती है।',
  presets: 'किसी उदाहरण से शुरू करें',
  presetWebsite: 'वेबसाइट',
  presetWifi: 'Wi-Fi',
  presetEmail: 'ईमेल',
  presetPhone: 'फ़ोन',
  presetSms: 'SMS',
  presetsNote: 'फिर नमूने की जानकारी (नेटवर्क का नाम, पासवर्ड, पता, नंबर) को अपनी जानकारी से बदलें।',
  errorCorrection: 'एरर करेक्शन',
  errorCorrectionNote:
    'कोड का वह हिस्सा जो खराब होने या ढक जाने (जैसे किसी लोगो से) पर भी स्कैन हो जाता है। ऊँचे लेवल से कोड ज़्यादा घना बनता है।',
  imageSize: 'इमेज का साइज़',
  imageSizeHint: 'PNG की चौड़ाई और ऊँचाई। SVG किसी भी साइज़ में बड़ा-छोटा हो सकता है।',
  colours: 'रंग',
  foreground: 'फ़ोरग्राउंड रंग',
  background: 'बैकग्राउंड रंग',
  contrast: 'कंट्रास्ट: {ratio}',
  swapColours: 'रंग आपस में बदलें',
  blackOnWhite: 'सफ़ेद पर काला',
  intro:
    'कोई लिंक या टेक्स्ट लिखें, या किसी उदाहरण से शुरू करें। लिखते ही QR कोड यहाँ दिखने लगता है, PNG या SVG में डाउनलोड के लिए तैयार।',
  introPrivacy: 'सब कुछ आपके ब्राउज़र में होता है: कुछ भी अपलोड नहीं होता, और कोड की कभी एक्सपायरी नहीं होती।',
  hexCode: '{label} का हेक्स कोड',
  hexInvalid: '6 हेक्स अंक दर्ज करें, जैसे 1e3a8a।',
  preparing: 'QR कोड तैयार हो रहा है…',
  preview: 'इसका QR कोड: {text}',
  downloadPng: 'PNG डाउनलोड करें',
  downloadSvg: 'SVG डाउनलोड करें',
  copyImage: 'इमेज कॉपी करें',
  version: 'QR वर्ज़न',
  contentSize: 'कंटेंट का साइज़',
  image: 'इमेज',
  encodedContent: 'एनकोड किया गया कंटेंट',
  lowContrast: 'कम कंट्रास्ट ({ratio}): कुछ फ़ोन यह कोड नहीं पढ़ पाएँगे। 4:1 या उससे ज़्यादा रखें, हल्के पर गहरा रंग।',
  inverted:
    'फ़ोरग्राउंड बैकग्राउंड से हल्का है: कई स्कैनर गहरे पर हल्के (उलटे) कोड नहीं पढ़ पाते। हल्के बैकग्राउंड पर गहरा फ़ोरग्राउंड रखें।',
  tooLong:
    'एरर करेक्शन {level} पर QR कोड के लिए बहुत लंबा: टेक्स्ट {bytes} बाइट का है और ज़्यादा से ज़्यादा {max} आ सकते हैं। टेक्स्ट छोटा करें।',
  tooLongFitsAt:
    'एरर करेक्शन {level} पर QR कोड के लिए बहुत लंबा: टेक्स्ट {bytes} बाइट का है और ज़्यादा से ज़्यादा {max} आ सकते हैं। टेक्स्ट छोटा करें या एरर करेक्शन कम करें ({fitsAt} पर यह आ जाता है)।',
  versionFact: 'वर्ज़न {version} ({count} × {count} मॉड्यूल)',
  ecFact: '{level} ({recovery}% तक नुकसान ठीक करता है)',
  byteCount: { one: '{n} बाइट', other: '{n} बाइट' },
  imageFact: '{px} × {px} px (प्रति मॉड्यूल {module} px)',
  imageFactTiny: '{px} × {px} px (प्रति मॉड्यूल 1 px से कम)',
  summary: 'QR कोड तैयार: वर्ज़न {version} ({count} × {count} मॉड्यूल), एरर करेक्शन {level}, {bytes}, {px} px।',
  smallModules:
    '{size} px पर हर मॉड्यूल {min} पिक्सेल से कम चौड़ा है: {suggested} px या उससे ज़्यादा चुनें ताकि फ़ोन कोड पढ़ सकें।',
  linkNote: 'लिंक में Wi-Fi पासवर्ड शामिल नहीं होता।',
} satisfies Translation<typeof en>;
