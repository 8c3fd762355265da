import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  units: 'इकाइयाँ',
  metric: 'मीट्रिक (kg, cm)',
  imperial: 'इंपीरियल (lb, ft, in)',
  height: 'लंबाई',
  weight: 'वज़न',
  heightFeet: 'लंबाई (फ़ुट)',
  heightInches: 'लंबाई (इंच)',
  metricNote:
    'BMI = kg में वज़न ÷ (m में लंबाई)²। लंबाई 50 से 260 cm, वज़न 15 से 500 kg। इस दायरे से बाहर के आँकड़ों को सबसे नज़दीकी सीमा के बराबर माना जाता है।',
  imperialNote:
    'BMI = 703 × lb में वज़न ÷ (इंच में लंबाई)²। लंबाई 3 से 8 ft और 0 से 11 in, वज़न 35 से 1,100 lb। इस दायरे से बाहर के आँकड़ों को सबसे नज़दीकी सीमा के बराबर माना जाता है।',
  screening:
    'BMI सिर्फ़ एक शुरुआती जाँच का आँकड़ा है, बीमारी का निदान नहीं। यह चर्बी और मांसपेशियों में फ़र्क नहीं करता, और बच्चों, किशोरों या गर्भावस्था के लिए नहीं है; अपनी सेहत के बारे में डॉक्टर से बात करें।',
  intro:
    'अपनी लंबाई और वज़न दर्ज करें और अपना बॉडी मास इंडेक्स (BMI), उसकी श्रेणी और आपकी लंबाई के हिसाब से स्वस्थ वज़न की सीमा देखें।',
  noBmi: 'BMI –',
  yourBmi: '{height} लंबाई और {weight} वज़न पर आपका BMI',
  healthyWeight: 'आपकी लंबाई के हिसाब से स्वस्थ वज़न',
  whereYouStand: 'आप कहाँ हैं',
  bmiPrime: 'BMI प्राइम (BMI ÷ 25)',
  ponderal: 'पॉन्डरल इंडेक्स',
  shareTitle: 'BMI कैलकुलेटर',
  gauge: '{min} से {max} तक का पैमाना: BMI {bmi}, {category}',
  you: '(आप)',
  underweight: 'कम वज़न',
  healthy: 'स्वस्थ',
  overweight: 'ज़्यादा वज़न',
  obesity1: 'मोटापा (श्रेणी I)',
  obesity2: 'मोटापा (श्रेणी II)',
  obesity3: 'मोटापा (श्रेणी III)',
  healthyRange: '{min} से {max} {unit}',
  withinHealthy: 'स्वस्थ सीमा के अंदर',
  belowHealthy: 'स्वस्थ सीमा से {amount} {unit} कम',
  aboveHealthy: 'स्वस्थ सीमा से {amount} {unit} ज़्यादा',
  summary: 'BMI {bmi} ({category}); {height} लंबाई के लिए स्वस्थ वज़न: {range}',
} satisfies Translation<typeof en>;
