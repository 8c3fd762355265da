import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'अगले साल की शुरुआत, 1 जनवरी तक के दिनों की गिनती, आपके अपने टाइम ज़ोन में।',
  welcome: '{year} में आपका स्वागत है: यह साल {weekday} से शुरू होता है।',
  name: 'नव वर्ष',
  timelineTitle: 'नए साल की तैयारी की समय-सारणी',
  'stage.lookBack': '60 से ज़्यादा दिन: पीछे देखें और आगे की सोचें',
  'task.wentWell': 'इस साल क्या अच्छा रहा, लिख लें',
  'task.bookParty': 'पार्टी की जगह या कोई ट्रिप बुक करें',
  'task.startSaving': 'त्योहारों के मौसम के लिए बचत शुरू करें',
  'stage.makePlans': '31 से 60 दिन: योजना बनाएँ',
  'task.decideWhere': 'तय करें कि नए साल का स्वागत कहाँ करेंगे',
  'task.invitations': 'न्योते भेजें',
  'task.resolutions': 'एक-दो संकल्पों के बारे में सोचें',
  'stage.getReady': '15 से 30 दिन: तैयारी करें',
  'task.foodDrinks': 'खाने-पीने की योजना बनाएँ',
  'task.taxis': 'टैक्सी बुक करें या देर रात की ट्रेनें देख लें',
  'task.writeResolutions': 'अपने संकल्प लिख लें',
  'stage.arrangements': '8 से 14 दिन: आखिरी इंतज़ाम',
  'task.buyWhatKeeps': 'जो चीज़ें खराब नहीं होतीं, वे खरीद लें: ड्रिंक्स, सजावट, फुलझड़ियाँ',
  'task.confirmGuests': 'पक्का करें कि कौन-कौन आ रहा है',
  'task.calendar': 'अगले साल का कैलेंडर तैयार करें',
  'stage.lastWeek': 'आखिरी हफ़्ता: उलटी गिनती',
  'task.freshFood': 'ताज़ा खाने का सामान खरीदें',
  'task.chargePhone': 'आधी रात की फ़ोटो के लिए फ़ोन चार्ज करें',
  'task.fireworks': 'अपने आसपास आतिशबाज़ी का समय पता करें',
} satisfies Translation<typeof en>;
