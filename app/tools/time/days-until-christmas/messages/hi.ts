import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'क्रिसमस, 25 दिसंबर तक के दिनों की गिनती, आपके अपने टाइम ज़ोन में।',
  shoppingLeft: {
    one: 'खरीदारी का {days} दिन बाकी (हर सात में से छह दिन: रविवार की छुट्टी)।',
    other: 'खरीदारी के {days} दिन बाकी (हर सात में से छह दिन: रविवार की छुट्टी)।',
  },
  name: 'क्रिसमस',
  calendarDescription: 'क्रिसमस। Tiny Tools की उलटी गिनती।',
  timelineTitle: 'क्रिसमस की तैयारी की समय-सारणी',
  'stage.planAhead': '60 से ज़्यादा दिन: पहले से योजना बनाएँ',
  'task.giftBudget': 'तोहफ़ों का बजट तय करें और सूची बनाना शुरू करें',
  'task.bookTravel': 'यात्रा और छुट्टी पहले से बुक करें',
  'task.earlySales': 'बड़ी चीज़ों पर शुरुआती सेल का फ़ायदा उठाएँ',
  'stage.shopEarly': '31 से 60 दिन: जल्दी खरीदारी करें',
  'task.farGifts': 'दूर से आने वाले तोहफ़े अभी खरीदें',
  'task.photoGifts': 'फ़ोटो वाले तोहफ़े और कार्ड ऑर्डर करें',
  'task.whoHosts': 'तय करें कि कौन-सा खाना किसके घर होगा',
  'stage.decorate': '15 से 30 दिन: सजावट करें और भेजें',
  'task.tree': 'क्रिसमस ट्री और लाइटें लगाएँ',
  'task.postAbroad': 'विदेश के लिए कार्ड और पार्सल भेजें',
  'task.mainDish': 'टर्की या मुख्य पकवान ऑर्डर करें',
  'stage.lastShipping': '8 से 14 दिन: शिपिंग के आखिरी दिन',
  'task.deliveryDates': 'कूरियर कंपनियों की आखिरी डिलीवरी तारीखें देख लें',
  'task.wrap': 'जो तोहफ़े आ गए हैं, उन्हें पैक करें',
  'task.dinnerShopping': 'क्रिसमस डिनर की खरीदारी करें',
  'stage.lastWeek': 'आखिरी हफ़्ता: काम पूरे करें',
  'task.pickUp': 'तोहफ़े दुकान से लें या गिफ़्ट वाउचर दें',
  'task.foodThatKeeps': 'ऐसा खाना पहले से बना लें जो टिक सके',
  'task.rest': 'आराम करें: क्रिसमस बस आने ही वाला है',
} satisfies Translation<typeof en>;
