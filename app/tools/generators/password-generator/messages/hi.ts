import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  lower: 'छोटे अक्षर (a–z)',
  upper: 'बड़े अक्षर (A–Z)',
  numbers: 'अंक (0–9)',
  symbols: 'चिह्न (!@#$%^&*…)',
  veryWeak: 'बहुत कमज़ोर',
  weak: 'कमज़ोर',
  fair: 'ठीक-ठाक',
  strong: 'मज़बूत',
  veryStrong: 'बहुत मज़बूत',
  length: 'लंबाई',
  characters: 'अक्षर',
  charactersToUse: 'किन अक्षरों का इस्तेमाल करें',
  typesNote: 'हर पासवर्ड में आपके चुने हर प्रकार का कम से कम एक अक्षर होता है। कम से कम एक प्रकार हमेशा चुना रहता है।',
  password: 'पासवर्ड',
  summary: '{length} अक्षरों का नया पासवर्ड, {strength}',
  generating: 'बनाया जा रहा है…',
  passwordHidden: 'पासवर्ड (छिपा हुआ)',
  hide: 'पासवर्ड छिपाएँ',
  show: 'पासवर्ड दिखाएँ',
  strength: 'मज़बूती: {strength} (एंट्रॉपी के {bits} बिट: {pool} संभावित अक्षरों में से {length} अक्षर)',
  copy: 'पासवर्ड कॉपी करें',
  regenerate: 'फिर से बनाएँ',
  recent: 'हाल के पासवर्ड (सिर्फ़ इस विज़िट के)',
} satisfies Translation<typeof en>;
