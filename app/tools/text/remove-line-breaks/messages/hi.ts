import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  textLabel: 'लाइन ब्रेक वाला टेक्स्ट',
  placeholder: 'PDF, ईमेल या टर्मिनल से कॉपी किया गया टेक्स्ट पेस्ट करें…',
  hint: 'लिंक में टेक्स्ट के पहले 100 अक्षर रखे जाते हैं।',
  preserve: 'पैराग्राफ़ ब्रेक रखें (खाली लाइनें)',
  intro:
    'लाइनें जोड़ने के लिए टेक्स्ट पेस्ट करें: हर लाइन ब्रेक एक स्पेस बन जाता है, चाहे वह Windows, Mac या Unix से आया हो। पैराग्राफ़ों के बीच की खाली लाइनें रखने के लिए ‘पैराग्राफ़ ब्रेक रखें’ चुनें।',
  summary: '{removed} लाइन ब्रेक हटाए गए: {counts}',
  characters: { one: '{n} अक्षर', other: '{n} अक्षर' },
  lines: { one: '{n} लाइन', other: '{n} लाइनें' },
  counts: '{characters}, {lines}',
  outputLabel: 'बिना लाइन ब्रेक का टेक्स्ट',
  beforeAfter: 'पहले: {before}। बाद में: {after}। हटाए गए लाइन ब्रेक: {removed}।',
  copy: 'टेक्स्ट कॉपी करें',
} satisfies Translation<typeof en>;
