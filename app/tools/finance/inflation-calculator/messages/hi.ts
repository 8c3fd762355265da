import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  checking: 'नया इंडेक्स डेटा देखा जा रहा है…',
  usingLive: 'U.S. Bureau of Labor Statistics का {latest} तक का डेटा इस्तेमाल हो रहा है',
  usingBuiltIn: 'बिल्ट-इन तालिका इस्तेमाल हो रही है ({latest} तक)',
  amount: 'राशि',
  indexIn: '{year} में इंडेक्स',
  ratio: 'अनुपात',
  totalInflation: 'कुल महंगाई',
  averagePerYear: {
    one: 'हर साल औसत (साधारण, {n} साल में)',
    other: 'हर साल औसत (साधारण, {n} साल में)',
  },
  notApplicable: 'लागू नहीं (वही साल)',
  compoundRate: 'सालाना चक्रवृद्धि दर',
  chooseYear: 'साल चुनें',
  quickAmounts: 'झटपट राशि',
  fromYear: 'किस साल से',
  quickYears: 'झटपट साल',
  introRange:
    '0 से ज़्यादा राशि दर्ज करें और {first} से {latest} के बीच कोई साल चुनें, फिर देखें कि {latest} में उसकी क़ीमत कितनी है।',
  introNoData: '0 से ज़्यादा राशि दर्ज करें और कोई साल चुनें, फिर देखें कि आज उसकी क़ीमत कितनी है।',
  introIndex: 'कैलकुलेटर दोनों सालों के उपभोक्ता मूल्य सूचकांक (CPI) की तुलना करता है।',
  inDollars: '{year} के डॉलर में',
  copy: 'कॉपी करें',
  copyResult: 'परिणाम कॉपी करें',
  indexDetails: 'इंडेक्स की जानकारी',
  otherWay: 'उल्टा देखें तो: {toYear} में {amount} से उतना ही मिलता है, जितना {fromYear} में {then} से मिलता था।',
  aboutIndex:
    'इंडेक्स सभी शहरी उपभोक्ताओं का उपभोक्ता मूल्य सूचकांक (CPI-U) है: U.S. शहरों का औसत, सभी चीज़ें, सालाना औसत (1982–84 = 100), U.S. Bureau of Labor Statistics से। नए डेटा में, जो साल अभी चल रहा है उसका मान अब तक प्रकाशित महीनों का औसत होता है।',
  seeAlso:
    'अलग-अलग सालों की सैलरी की तुलना कर रहे हैं? {salary} से उसे घंटे, महीने और साल के हिसाब में बदलें। लोन ले रहे हैं? {loan} से देखें कि लोन असल में कितना महंगा पड़ता है।',
  salaryConverter: 'सैलरी कन्वर्टर',
  loanCalculator: 'लोन EMI कैलकुलेटर',
  summary: '{fromYear} के {amount} की क़ीमत {toYear} में {adjusted} है',
  doubled:
    '{fromYear} और {toYear} के बीच दाम दोगुने से ज़्यादा हो गए: {toYear} में एक डॉलर से उसका आधा भी नहीं मिलता, जितना {fromYear} में मिलता था।',
} satisfies Translation<typeof en>;
