import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  meetingTitle: 'मीटिंग का नाम',
  defaultTitle: 'टीम मीटिंग',
  attendees: 'प्रतिभागी',
  attendeesCounted: 'पेस्ट की गई सूची के @ चिह्नों से {count} लोग गिने गए।',
  attendeesHint: 'कोई संख्या दर्ज करें, या इनवाइट सूची पेस्ट करें: हर @ एक व्यक्ति गिना जाता है।',
  salary: 'औसत सालाना सैलरी',
  salaryHint: 'हर व्यक्ति की, टैक्स से पहले। साल में 2,080 काम के घंटे।',
  currency: 'मुद्रा',
  formula:
    'प्रति सेकंड खर्च = सैलरी ÷ 2,080 घंटे × लोग ÷ 3,600। समय घड़ी से नापा जाता है, इसलिए टैब बैकग्राउंड में सो जाए तब भी सही रहता है।',
  running: 'चल रहा है: {perMinute} प्रति मिनट।',
  titleHasCost: '{title} का अब तक का खर्च',
  thisMeetingHasCost: 'इस मीटिंग का अब तक का खर्च',
  elapsed: 'बीता समय {duration}',
  start: 'शुरू करें',
  pause: 'रोकें',
  reset: 'रीसेट करें',
  exportPng: 'PNG एक्सपोर्ट करें',
  exportFailed: 'यह ब्राउज़र इमेज नहीं बना सका।',
  burnRate: 'खर्च की रफ़्तार: हर पट्टी 10 मिनट की है',
  perBar: '{cost} प्रति पट्टी',
  barValue: {
    one: 'इस पट्टी का {percent}%; {count} पूरी पट्टी',
    other: 'इस पट्टी का {percent}%; {count} पूरी पट्टियाँ',
  },
  firstBar: 'पहली पट्टी का {percent}%',
  fullBars: {
    one: '{n} पूरी पट्टी ({cost}), अगली का {percent}%',
    other: '{n} पूरी पट्टियाँ ({cost}), अगली का {percent}%',
  },
  perMinute: 'प्रति मिनट',
  perHour: 'प्रति घंटा',
  hourlyEach: 'हर व्यक्ति का घंटे का रेट',
  shareTitle: 'मीटिंग खर्च स्टॉपवॉच',
  // A duration in words (words.ts, durationWords): '1 hour 2 minutes 3 seconds'.
  hours: { one: '{n} घंटा', other: '{n} घंटे' },
  minutes: { one: '{n} मिनट', other: '{n} मिनट' },
  seconds: { one: '{n} सेकंड', other: '{n} सेकंड' },
  durationSeparator: ' ',
  // One line for screen readers and Share, by the number of attendees.
  summary: {
    one: '{title}: {duration} बाद {total} ({n} व्यक्ति, {salary} सालाना, {perMinute} प्रति मिनट)।',
    other: '{title}: {duration} बाद {total} ({n} लोग, {salary} सालाना, {perMinute} प्रति मिनट)।',
  },
  summaryUntitled: {
    one: 'यह मीटिंग: {duration} बाद {total} ({n} व्यक्ति, {salary} सालाना, {perMinute} प्रति मिनट)।',
    other: 'यह मीटिंग: {duration} बाद {total} ({n} लोग, {salary} सालाना, {perMinute} प्रति मिनट)।',
  },
  // The exported PNG card.
  cardHeading: 'मीटिंग का खर्च',
  cardUntitled: 'मीटिंग',
  cardDuration: 'अवधि {duration}',
  cardDetail: {
    one: '{n} व्यक्ति · {perMinute} प्रति मिनट',
    other: '{n} लोग · {perMinute} प्रति मिनट',
  },
  cardFooter: 'Tiny Tools · {tool}',
} satisfies Translation<typeof en>;
