import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: 'बिल की राशि',
  tip: 'टिप',
  splitBetween: 'कितने लोगों में बाँटें',
  people: 'लोग',
  peopleHint: 'लोगों की पूरी संख्या, 1 से 50 तक।',
  quickTip: 'झटपट टिप',
  intro:
    'बिल की राशि (0 से ज़्यादा), 0 से 50% तक टिप और 1 से 50 लोग दर्ज करें। आपको टिप, कुल राशि और हर व्यक्ति का हिस्सा दिखेगा।',
  eachPays: { one: '{n} व्यक्ति देगा', other: '{n} लोगों में से हर एक देगा' },
  totalToPay: 'कुल देय राशि',
  tipPercent: 'टिप ({percent})',
  total: 'कुल',
  billTerm: 'बिल',
  perPerson: 'प्रति व्यक्ति',
  tipPerPerson: 'प्रति व्यक्ति टिप',
  about: 'लगभग {amount}',
  shareTitle: 'टिप कैलकुलेटर',
} satisfies Translation<typeof en>;
