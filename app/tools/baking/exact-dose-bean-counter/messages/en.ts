/** The bean counter's words in English, the source of every translation (lib/i18n.ts). */
export default {
  targetDose: 'Target dose',
  currentWeight: 'Current weight',
  beanWeight: 'Average weight of one bean',
  beanHint: '0.05 to 0.3 g; using {perBean} g. Weigh 50 beans and divide by 50 for your coffee.',
  beansCounted: 'Beans counted',
  toReach: 'To reach the target',
  countedWeight: 'Weight of the counted beans',
  onTarget: 'On target',
  beans: { one: '{sign}{count} bean', other: '{sign}{count} beans' },
  needGrams: 'Enter target & current grams.',
  needCount: 'Enter a bean count.',
  'adjust.none': 'On target: within half a bean ({g} g off).',
  'adjust.add': { one: 'Add {count} bean ({g} g short).', other: 'Add {count} beans ({g} g short).' },
  'adjust.remove': { one: 'Remove {count} bean ({g} g over).', other: 'Remove {count} beans ({g} g over).' },
  countWeight: '{count} beans weigh about {grams} g.',
} as const;
