import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  currency: 'Devise',
  usd: 'USD : dollar américain ($US)',
  eur: 'EUR : euro (€)',
  gbp: 'GBP : livre sterling (£)',
  cad: 'CAD : dollar canadien ($CA)',
  aud: 'AUD : dollar australien ($AU)',
  inr: 'INR : roupie indienne (₹)',
  noRounding: 'Sans arrondi',
  noRoundingRule:
    'Chaque part est le total divisé par le nombre de personnes ; si le résultat ne tombe pas juste au centime, certaines personnes paient un centime de plus.',
  half: 'Chaque part arrondie aux 0,50 supérieurs',
  halfRule:
    'Chaque part est arrondie au multiple de 0,50 supérieur (35,21 devient 35,50 ; 35,50 reste 35,50), et le total est cette part multipliée par le nombre de personnes.',
  whole: 'Chaque part arrondie à l’unité supérieure',
  wholeRule:
    'Chaque part est arrondie à l’unité supérieure (35,21 devient 36,00 ; 36,00 reste 36,00), et le total est cette part multipliée par le nombre de personnes.',
  total: 'Total arrondi à l’unité supérieure',
  totalRule:
    'Le total est arrondi à l’unité supérieure (105,63 devient 106,00), et chaque part est le nouveau total divisé par le nombre de personnes.',
  ruleNone: 'sans arrondi',
  ruleHalf: 'part arrondie aux 0,50 supérieurs',
  ruleWhole: 'part arrondie à l’unité supérieure',
  ruleTotal: 'total arrondi à l’unité supérieure',
  billAmount: 'Montant de l’addition',
  tax: 'Taxes',
  serviceCharge: 'Frais de service',
  people: 'Personnes',
  peopleHint: 'Nombre entier : 2,9 compte pour 2.',
  tip: 'Pourboire',
  quickTip: 'Pourboire rapide',
  tipOn: 'Pourboire calculé sur',
  beforeTax: 'Le montant HT',
  afterTax: 'Le montant TTC',
  rounding: 'Arrondi',
  howRounding: 'Comment fonctionnent les arrondis',
  selected: '(sélectionné)',
  roundingNote:
    'Taxes, service et pourboire sont chacun arrondis au centime, pour que les lignes donnent toujours le total. Ce que l’arrondi ajoute va au pourboire, et le pourcentage de pourboire affiché après arrondi est le nouveau pourboire divisé par le montant sur lequel il est calculé.',
  intro:
    'Saisissez le montant de l’addition (supérieur à 0) pour voir les taxes, le pourboire, le total et la part de chacun.',
  introPercentages:
    'Les taxes et les frais de service sont des pourcentages de l’addition. Le pourboire est un pourcentage de l’addition hors taxes, ou toutes taxes comprises si vous le choisissez.',
  bill: 'Addition',
  taxRow: 'Taxes ({percent})',
  serviceRow: 'Frais de service ({percent})',
  tipBeforeTax: 'Pourboire ({percent} de {base}, HT)',
  tipAfterTax: 'Pourboire ({percent} de {base}, TTC)',
  tipNote: 'Pourboire de {percent} : {before}, plus {added} d’arrondi ({rule}).',
  totalRow: 'Total',
  perPerson: 'Par personne',
  eachPays: {
    one: 'Chacune des {count} personnes paie',
    many: 'Chacune des {count} personnes paie',
    other: 'Chacune des {count} personnes paie',
  },
  totalToPay: 'Total à payer',
  tipAfterRounding: 'Pourboire après arrondi : {adjusted} (demandé : {asked})',
  shareTitle: 'Calculateur de pourboire avec taxes',
} satisfies Translation<typeof en>;
