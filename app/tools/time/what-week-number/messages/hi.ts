import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'लिंक से “{value}” मिला।',
  date: 'तारीख',
  todayLabel: 'आज: इस हफ़्ते का नंबर दिखाएँ',
  today: 'आज',
  previousWeek: 'पिछला हफ़्ता',
  nextWeek: 'अगला हफ़्ता',
  isoNote:
    'ISO 8601 हफ़्ते सोमवार से रविवार तक चलते हैं। हफ़्ता 1 वह हफ़्ता है जिसमें साल का पहला गुरुवार हो (यानी 4 जनवरी वाला हफ़्ता), इसलिए साल की शुरुआत या आखिर के कुछ दिन पड़ोसी साल के हफ़्तों में गिने जा सकते हैं।',
  intro: 'कोई तारीख चुनें और उसका ISO वीक नंबर, उस हफ़्ते की तारीखें और अमेरिकी तरीके वाला नंबर देखें।',
  todayDate: 'आज, {date}',
  noteLabel: 'ध्यान दें:',
  yearNote: '{label} {note}',
  theWeek: 'हफ़्ता (सोमवार से रविवार)',
  isoWeeksIn: '{year} में ISO हफ़्ते',
  isoWeekDate: 'ISO वीक डेट',
  usWeekNumber: 'अमेरिकी तरीके वाला वीक नंबर',
  usWeek: '{year} का हफ़्ता {week}',
  usDetail:
    '{range}। अमेरिकी तरीके में हफ़्ते रविवार से शुरू होते हैं और हफ़्ता 1 वह हफ़्ता है जिसमें 1 जनवरी हो, चाहे वह कितना भी छोटा हो, इसलिए यह नंबर ISO नंबर से अलग हो सकता है; {year} में ऐसे {weeks} हफ़्ते हैं।',
  shareTitle: 'आज कौन-सा वीक नंबर है?',
  heading: '{year} का हफ़्ता {week}',
  range: '{from} से {to} तक',
  yearNoteBefore:
    '{date} को {weekday} है, जो {year} के पहले गुरुवार से पहले आता है, इसलिए यह दिन {weekYear} के आखिरी ISO हफ़्ते में गिना जाता है। {year} का हफ़्ता 1 {monday} को शुरू होता है।',
  yearNoteAfter:
    '{date}, {weekYear} के हफ़्ता 1 में आता है: ISO हफ़्ता उसी साल का माना जाता है जिसमें उसका गुरुवार हो, और इस हफ़्ते का गुरुवार {thursday} है।',
  'weeksInYear.fiftyTwo': '{year} में 52 ISO हफ़्ते हैं।',
  'weeksInYear.leapWednesday': '{year} में 53 ISO हफ़्ते हैं: यह लीप वर्ष है और बुधवार से शुरू होता है।',
  'weeksInYear.thursday': '{year} में 53 ISO हफ़्ते हैं: यह गुरुवार से शुरू होता है।',
  summary: '{date}, {year} के ISO हफ़्ता {week} में है ({range})।',
} satisfies Translation<typeof en>;
