import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  targetDose: 'लक्ष्य डोज़',
  currentWeight: 'अभी का वज़न',
  beanWeight: 'एक बीन का औसत वज़न',
  beanHint: '0.05 से 0.3 g; अभी {perBean} g लिया गया है। अपनी कॉफ़ी के 50 बीन्स तौलें और 50 से भाग दें।',
  beansCounted: 'गिने गए बीन्स',
  toReach: 'लक्ष्य तक पहुँचने के लिए',
  countedWeight: 'गिने गए बीन्स का वज़न',
  onTarget: 'लक्ष्य पर',
  beans: { one: '{sign}{count} बीन', other: '{sign}{count} बीन्स' },
  needGrams: 'लक्ष्य और अभी के ग्राम दर्ज करें।',
  needCount: 'बीन्स की गिनती दर्ज करें।',
  'adjust.none': 'लक्ष्य पर: आधे बीन के अंदर ({g} g का अंतर)।',
  'adjust.add': { one: '{count} बीन डालें ({g} g कम है)।', other: '{count} बीन्स डालें ({g} g कम है)।' },
  'adjust.remove': {
    one: '{count} बीन निकालें ({g} g ज़्यादा है)।',
    other: '{count} बीन्स निकालें ({g} g ज़्यादा है)।',
  },
  countWeight: '{count} बीन्स का वज़न लगभग {grams} g है।',
} satisfies Translation<typeof en>;
