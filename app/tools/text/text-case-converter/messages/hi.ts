import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'टेक्स्ट',
  placeholder: 'टेक्स्ट, कोई वेरिएबल नाम या टाइटल लिखें या पेस्ट करें',
  hint: 'शब्द स्पेस, विराम चिह्नों और camelCase के आधार पर अलग किए जाते हैं। लिंक में पहले 100 अक्षर रखे जाते हैं।',
  converted: 'बदला गया टेक्स्ट',
  summary: { one: '{n} केस में बदला गया', other: '{n} केस में बदला गया' },
  intro:
    'टेक्स्ट लिखें और उसे lower case, UPPER CASE, Title Case, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE और dot.case में देखें, हर एक के अपने ‘कॉपी करें’ बटन के साथ।',
  copy: 'कॉपी करें',
  copyCase: '{name} कॉपी करें',
  lower: 'छोटे अक्षर (lower case)',
  upper: 'बड़े अक्षर (UPPER CASE)',
  title: 'टाइटल केस (Title Case)',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} satisfies Translation<typeof en>;
