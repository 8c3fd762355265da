/** The plug and voltage checker's words in English, the source of every translation (lib/i18n.ts). */
export default {
  from: 'From',
  fromHint: 'Where your devices come from.',
  to: 'To',
  toHint: 'Your destination.',
  swap: 'Swap countries',
  dual: 'My device is dual-voltage ({min}–{max} V)',
  dualHint:
    'Look for INPUT {min}–{max}V on the charger or its label. Most phone, tablet and laptop chargers are; hair dryers and kettles often are not.',
  adapterNote:
    'A plug adapter only changes the shape of the plug. A voltage converter (transformer) changes the voltage. Neither changes the frequency.',
  socketsIn: 'Sockets in {country}',
  plugTypes: 'Plug types',
  voltage: 'Voltage',
  frequency: 'Frequency',
  type: 'Type {type}',
  socketLine: '{type}: {label}',
  fitLine: '{type} ({label}): {text}',
  whatYouNeed: 'What you need',
  yourPlugs: 'Your plugs from {country}',
  shareTitle: 'Plug & Voltage Checker',
} as const;
