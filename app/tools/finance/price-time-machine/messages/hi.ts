import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  item: 'चीज़',
  anchorLabel: '{item}: आज का दाम',
  anchorHint: 'USD {unit}; डिफ़ॉल्ट {amount}।',
  none: 'कोई नहीं',
  year: 'साल',
  compareWith: 'इस साल से तुलना (वैकल्पिक)',
  dataRange:
    '{item}: {from} से {to} तक का डेटा। डेटा वाले सालों के बीच के साल इंटरपोलेट किए जाते हैं; उससे पहले के साल सबसे पुराना आँकड़ा और बाद के साल सबसे नया आँकड़ा दिखाते हैं।',
  anchorsLegend: 'अनुमानों के पीछे आज के दाम',
  anchorsNote:
    'नई कार, किराया और डॉक्टर विज़िट किसी दाम पर नहीं, बल्कि प्राइस इंडेक्स पर आधारित हैं: टूल आज के दाम को इंडेक्स के हिसाब से पीछे ले जाता है। आज का दाम यहाँ बदलें।',
  intro: 'कोई चीज़ और साल चुनें और देखें कि तब उसका दाम क्या था, और आज के डॉलर में कितना।',
  priceLead: '{item}, {unit}, {year} में',
  inTodayDollars: 'आज के डॉलर में {amount}',
  compareError: 'तुलना का साल {year}: {error}',
  changeHeading: '{from} से {to} तक बदलाव',
  priceMultiple: 'दाम कितने गुना',
  priceChange: 'दाम में बदलाव',
  notApplicable: 'लागू नहीं',
  changeToday: 'आज के डॉलर में बदलाव',
  title: 'कीमतों की टाइम मशीन',
  heldEarliest: '{year} के लिए {from} का आँकड़ा दिखाया गया है (सबसे पुराना डेटा: {from})।',
  heldLatest: '{year} के लिए {from} का आँकड़ा दिखाया गया है (सबसे नया डेटा: {from})।',
  anchorNote: 'आज के {price} के दाम और इस चीज़ के प्राइस इंडेक्स ({year} में {index}) से अनुमान।',
  costSame: 'महंगाई के हिसाब से, {to} में इसका दाम उतना ही था जितना {from} में।',
  costLess: 'महंगाई के हिसाब से, {to} में यह {from} के मुकाबले {amount} सस्ता था।',
  costMore: 'महंगाई के हिसाब से, {to} में यह {from} के मुकाबले {amount} महंगा था।',
  priceRow: 'दाम ({unit})',
  todayDollars: 'आज के डॉलर में',
  minimumWage: 'फ़ेडरल न्यूनतम वेतन',
  perHour: '{amount} प्रति घंटा',
  wageWork: 'न्यूनतम वेतन पर कितना काम',
  medianIncome: 'परिवार की मीडियन आय',
  incomeShare: 'मीडियन आय में हिस्सा',
  byYear: 'साल के हिसाब से {item}',
  figure: 'आँकड़ा',
  chartTitle: '{item}, {unit}, {from} से {to}: तब का दाम और आज के डॉलर में',
  priceThen: 'तब का दाम',
  howWorkedOut: 'आँकड़े कैसे निकाले जाते हैं',
  aboutPrices:
    'दाम अमेरिका के औसत हैं, उसी साल के डॉलर में। डेटा वाले सालों के बीच दाम सीधी रेखा में इंटरपोलेट किया जाता है; सबसे पुराने डेटा से पहले का साल सबसे पुराना आँकड़ा, और सबसे नए डेटा के बाद का साल सबसे नया आँकड़ा दिखाता है। इंडेक्स, न्यूनतम वेतन और मीडियन आय भी इसी नियम पर चलते हैं।',
  aboutIndex:
    'आज के डॉलर = दाम × आज का इंडेक्स ÷ उस साल का इंडेक्स, सभी शहरी उपभोक्ताओं के उपभोक्ता मूल्य सूचकांक के साथ (U.S. Bureau of Labor Statistics, सालाना औसत, इस तरह स्केल किया गया कि 1970 = {cpi1970} और 2024 = {cpi2024})। जब तक नया इंडेक्स डेटा नहीं जुड़ता, 2024 के बाद के सालों का इंडेक्स {cpi2024} ही रहता है, इसलिए आज के डॉलर यानी 2024 के डॉलर।',
  aboutWage:
    'न्यूनतम वेतन पर काम = दाम ÷ उस साल का फ़ेडरल न्यूनतम वेतन (U.S. Department of Labor)। बड़ी ख़रीदारी के लिए उस साल की परिवार की मीडियन आय में उसका हिस्सा भी दिखाया जाता है (U.S. Census Bureau)।',
  noData: 'उस साल का डेटा नहीं है।',
  itemOption: '{item}, {unit}',
  anchorNoteWith: 'आज के {price} के दाम और इस चीज़ के प्राइस इंडेक्स ({year} में {index}) से अनुमान। {note}',
  // One line for screen readers and Share: the main year, the compare year, the change.
  yearLine: '{year} में {price} (आज के डॉलर में {today})',
  summary: '{item}, {unit}: {main}',
  summaryCompare: '{item}, {unit}: {main}; {compare}',
  summaryChange: '{item}, {unit}: {main}; {compare}; {year} के दाम का {times}',
  // Minimum-wage work (words.ts, wageWorkText).
  minutes: { one: '{n} मिनट', other: '{n} मिनट' },
  underMinute: '1 मिनट से कम',
  hours: '{hours} घंटे',
  // The item list's sections (data.ts, SECTIONS).
  'section.groceries': 'किराना',
  'section.energyTransport': 'ऊर्जा और परिवहन',
  'section.housing': 'घर',
  'section.educationHealth': 'शिक्षा और स्वास्थ्य',
  'section.incomeWages': 'आय और वेतन',
  // What one unit of an item is (data.ts, UnitId).
  'unit.gallon': 'प्रति गैलन',
  'unit.pound': 'प्रति पाउंड',
  'unit.dozen': 'प्रति दर्जन',
  'unit.ticket': 'प्रति टिकट',
  'unit.car': 'प्रति कार',
  'unit.house': 'प्रति घर',
  'unit.month': 'प्रति महीना',
  'unit.year': 'प्रति साल',
  'unit.visit': 'प्रति विज़िट',
  'unit.hour': 'प्रति घंटा',
  // The items (data.ts) by id: name, note and the source of the figures.
  'item.milk': 'दूध (फ़ुल क्रीम)',
  'item.bread': 'सफ़ेद ब्रेड',
  'item.eggs': 'अंडे (ग्रेड A, बड़े)',
  'item.ground-beef': 'बीफ़ कीमा',
  'item.coffee': 'पिसी कॉफ़ी',
  'item.gasoline': 'पेट्रोल (रेगुलर)',
  'item.movie-ticket': 'फ़िल्म का टिकट',
  'item.new-car': 'नई कार',
  'item.new-home': 'नया घर (मीडियन)',
  'item.rent': 'किराया (मीडियन)',
  'item.tuition': 'सरकारी कॉलेज की फ़ीस (राज्य के निवासी)',
  'item.doctor-visit': 'डॉक्टर विज़िट',
  'item.minimum-wage': 'फ़ेडरल न्यूनतम वेतन',
  'item.median-income': 'परिवार की मीडियन आय',
  'note.new-car':
    'नई गाड़ियों का इंडेक्स समय के साथ कारों के बेहतर होने को भी गिनता है, इसलिए अनुमान यह है कि आज जैसी कार तब कितने की होती: उस साल की आम कार से ज़्यादा।',
  'note.rent': 'इंडेक्स किरायेदारों के दिए किराये पर चलता है, नए और पुराने, दोनों तरह के किरायानामों पर।',
  'note.tuition': 'सरकारी चार-वर्षीय कॉलेज में राज्य के निवासियों के लिए एक साल की औसत घोषित ट्यूशन फ़ीस और शुल्क।',
  'note.doctor-visit':
    'इंडेक्स डॉक्टरों की सेवाओं की क़ीमत पर चलता है, जिसमें बीमा कंपनी और मरीज़ दोनों का भुगतान गिना जाता है।',
  'source.milk':
    'दूध (फ़ुल क्रीम) का स्रोत: U.S. Bureau of Labor Statistics, औसत दाम डेटा: फ़ुल क्रीम दूध प्रति गैलन (APU0000709112)।',
  'source.bread':
    'सफ़ेद ब्रेड का स्रोत: U.S. Bureau of Labor Statistics, औसत दाम डेटा: सफ़ेद पैन ब्रेड प्रति पाउंड (APU0000702111)।',
  'source.eggs':
    'अंडों (ग्रेड A, बड़े) का स्रोत: U.S. Bureau of Labor Statistics, औसत दाम डेटा: ग्रेड A बड़े अंडे प्रति दर्जन (APU0000708111)।',
  'source.ground-beef':
    'बीफ़ कीमे का स्रोत: U.S. Bureau of Labor Statistics, औसत दाम डेटा: 100% बीफ़ कीमा प्रति पाउंड (APU0000703112)।',
  'source.coffee':
    'पिसी कॉफ़ी का स्रोत: U.S. Bureau of Labor Statistics, औसत दाम डेटा: 100% पिसी रोस्टेड कॉफ़ी प्रति पाउंड (APU0000717311)।',
  'source.gasoline':
    'पेट्रोल (रेगुलर) का स्रोत: U.S. Bureau of Labor Statistics, औसत दाम डेटा: अनलेडेड रेगुलर पेट्रोल प्रति गैलन (APU000074714)।',
  'source.movie-ticket':
    'फ़िल्म के टिकट का स्रोत: National Association of Theatre Owners (Cinema United), अमेरिका में फ़िल्म टिकट का औसत दाम।',
  'source.new-car':
    'नई कार का स्रोत: U.S. Bureau of Labor Statistics, नई गाड़ियों का उपभोक्ता मूल्य सूचकांक (CUUR0000SETA01)।',
  'source.new-home':
    'नए घर (मीडियन) का स्रोत: U.S. Census Bureau और HUD, बिके नए घरों का मीडियन बिक्री दाम (MSPNHSUS)।',
  'source.rent':
    'किराये (मीडियन) का स्रोत: U.S. Bureau of Labor Statistics, मुख्य निवास के किराये का उपभोक्ता मूल्य सूचकांक (CUUR0000SEHA)।',
  'source.tuition':
    'सरकारी कॉलेज की फ़ीस (राज्य के निवासी) का स्रोत: College Board, “Trends in College Pricing”: सरकारी चार-वर्षीय कॉलेज, राज्य के निवासियों की ट्यूशन फ़ीस और शुल्क।',
  'source.doctor-visit':
    'डॉक्टर विज़िट का स्रोत: U.S. Bureau of Labor Statistics, डॉक्टरों की सेवाओं का उपभोक्ता मूल्य सूचकांक (CUUR0000SEMC01)।',
  'source.minimum-wage': 'फ़ेडरल न्यूनतम वेतन का स्रोत: U.S. Department of Labor, फ़ेडरल न्यूनतम वेतन दरों का इतिहास।',
  'source.median-income':
    'परिवार की मीडियन आय का स्रोत: U.S. Census Bureau, परिवार की मीडियन आय (Historical Income Table H-8)।',
} satisfies Translation<typeof en>;
