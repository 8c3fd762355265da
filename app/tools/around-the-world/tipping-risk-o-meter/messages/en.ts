/** The Tipping Risk-o-Meter's words in English, the source of every translation (lib/i18n.ts). */
export default {
  country: 'Country',
  situation: 'Situation',
  yourTip: 'Your tip',
  tipHint: 'Percent of the bill or fare. A service charge printed on the bill counts as the tip.',
  customsNote:
    'Customs vary by city and venue: these are typical ranges for visitors, not rules. Changing the country or situation moves a tip of 0 % or 18 % to the middle of the new range, and sets 0 % where tipping is not the custom.',
  intro: 'Pick a country, a situation and your tip to see whether it fits local custom.',
  lead: '{tip} {situation} in {place}',
  shareTitle: 'Tipping Risk-o-Meter',
  meter: 'Meter from 0 to 40 %: tip {tip} %, {risk}. {norm}.',
  yourTipMark: '(your tip)',
} as const;
