import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'टाइटल या टेक्स्ट',
  textPlaceholder: 'Dilli ki Chaat: 10 Behtareen Jagah!',
  textHint: 'लिंक में पहले 100 अक्षर रखे जाते हैं।',
  separator: 'सेपरेटर',
  hyphen: 'हाइफ़न (-)',
  underscore: 'अंडरस्कोर (_)',
  dot: 'डॉट (.)',
  maxLength: 'अधिकतम लंबाई',
  characters: 'अक्षर',
  noLimit: 'कोई सीमा नहीं',
  maxLengthHint: '0 से 200; खाली या 0 का मतलब कोई सीमा नहीं।',
  lowerCase: 'छोटे अक्षर',
  summary: 'स्लग: {slug}, {length} अक्षर',
  summaryEmpty: 'स्लग: (खाली), {length} अक्षर',
  intro:
    'कोई टाइटल लिखें और उसे URL स्लग में बदलें: एक्सेंट हटा दिए जाते हैं, विराम चिह्न निकाल दिए जाते हैं और स्पेस की जगह सेपरेटर आ जाता है।',
  slug: 'स्लग',
  nothingLeft: 'कुछ नहीं बचा: टेक्स्ट में कोई लैटिन (अंग्रेज़ी) अक्षर या अंक नहीं है।',
  seoGood: 'SEO के लिए अच्छा: {length} अक्षर ({max} या उससे कम)।',
  seoLong: 'SEO के लिए लंबा: {length} अक्षर। स्लग {max} अक्षर या उससे कम रखें।',
  cut: 'अधिकतम {max} अक्षरों तक काटा गया।',
  preview: 'प्रीव्यू: https://example.com/blog/{slug}',
  copy: 'स्लग कॉपी करें',
} satisfies Translation<typeof en>;
