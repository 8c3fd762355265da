/**
 * The result's sentences from the logic's values, in the page's words: `t` reads the page's
 * catalogue (messages/en.ts is the source). Used by PetAgeCalculator; the logic speaks no language.
 */
import { formatNumber } from '~/lib/format';
import type { T } from '~/lib/i18n';
import type { DogSize, Species } from './data';
import type en from './messages/en';
import { articleFor, formatYears, type PetAgeResult, type PetNote } from './pet-age-calculator';

type Words = T<typeof en>;
type Key = keyof typeof en;

/** Each species' name on its button, and its chart's name (the animal in the sentence). */
export const SPECIES_WORDS: Record<Species, { label: Key; table: Key }> = {
  dog: { label: 'dog', table: 'mediumDogTable' },
  cat: { label: 'cat', table: 'catTable' },
  rabbit: { label: 'rabbit', table: 'rabbitTable' },
  guineapig: { label: 'guineaPig', table: 'guineaPigTable' },
};

/** Each dog size as the select lists it (with its weight class), and its chart's name. */
export const SIZE_WORDS: Record<DogSize, { label: Key; table: Key }> = {
  small: { label: 'small', table: 'smallDogTable' },
  medium: { label: 'medium', table: 'mediumDogTable' },
  large: { label: 'large', table: 'largeDogTable' },
  giant: { label: 'giant', table: 'giantDogTable' },
};

/** The chart the age was read from: the dog's size, or the species. */
export function tableName(result: PetAgeResult): Key {
  return result.dogSize ? SIZE_WORDS[result.dogSize].table : SPECIES_WORDS[result.species].table;
}

/** 'A 5-year-old medium dog is about 39 in human years.' */
export function sentenceText(t: Words, r: PetAgeResult): string {
  const values = {
    age: formatYears(r.originalAge),
    animal: t(tableName(r)),
    human: formatNumber(r.humanAge, 0),
  };
  const an = articleFor(r.originalAge) === 'an';
  if (!r.capped) return t(an ? 'sentenceAn' : 'sentenceA', values);
  return t(an ? 'sentenceAnCounted' : 'sentenceACounted', { ...values, counted: formatYears(r.petAge) });
}

/** One line for screen readers, Copy summary and Share. */
export function summaryText(t: Words, r: PetAgeResult): string {
  const sentence = sentenceText(t, r);
  return r.beyondTypical ? t('summaryBeyond', { sentence }) : sentence;
}

/** An explanation of the cap, or of an age outside the table. */
export function noteText(t: Words, note: PetNote): string {
  switch (note.kind) {
    case 'capped':
      return t(`capped.${note.species}`, { cap: note.cap });
    case 'below':
      return t('chartStarts', { n: note.firstAge, age: formatYears(note.firstAge) });
    case 'above':
      return t('chartEnds', {
        age: formatYears(note.lastAge),
        step: formatNumber(note.step, { min: 0, max: 2 }),
      });
  }
}
