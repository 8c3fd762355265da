import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  wheel: 'व्हील',
  defaultYes: 'हाँ',
  defaultNo: 'नहीं',
  spin: 'घुमाएँ',
  enterAtLeast: 'घुमाने के लिए कम से कम {min} विकल्प दर्ज करें।',
  winnerLabel: 'विजेता: ',
  winnerSummary: 'विजेता: {winner}',
  spinning: 'घूम रहा है…',
  pressSpin: 'कोई एक विकल्प रैंडम तरीके से चुनने के लिए ‘घुमाएँ’ दबाएँ।',
  recentResults: 'हाल के परिणाम',
  options: 'विकल्प',
  option: 'विकल्प {n}',
  removeOption: 'विकल्प {n} हटाएँ',
  addOption: 'विकल्प जोड़ें',
  rowsNote: 'पंक्तियाँ: {rows}/{max}। दोहराए गए विकल्प को ज़्यादा हिस्से मिलते हैं।',
  shareTitle: 'डिसीज़न व्हील',
  summary: 'डिसीज़न व्हील: {options}',
  summaryWinner: 'डिसीज़न व्हील: {options}। विजेता: {winner}',
  addAtLeast: 'कम से कम {min} विकल्प जोड़ें',
  wheelEmpty: 'खाली व्हील: घुमाने के लिए कम से कम {min} विकल्प दर्ज करें',
  wheelWith: {
    one: '{n} विकल्प वाला व्हील: {options}',
    other: '{n} विकल्पों वाला व्हील: {options}',
  },
} satisfies Translation<typeof en>;
