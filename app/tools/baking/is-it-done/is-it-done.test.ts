import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import { readQuery } from '~/lib/url-params';
import {
  changeFood,
  cutOptions,
  cutValue,
  donenessOptions,
  FOODS,
  formatBoth,
  formatFigure,
  formatTemp,
  idParam,
  isItDone,
  QUICK_REFERENCE,
  resolveRule,
  RULES,
  rulesFor,
  safetyMinimum,
  toCelsius,
  type Food,
  type IsItDoneResult,
  type Minimum,
  type TempF,
} from './is-it-done';
import en from './messages/en';
import { schema } from './schema';

/** A food's name as the page shows it, capitalised and within a sentence. */
const foodName = (food: Food) => en[food === 'ground_meat' ? 'groundMeat' : food];
const minimumText = (m: Minimum) =>
  m.rest > 0 ? translate(en.minimumRest, { temp: m.temp, minutes: m.rest }) : m.temp;

/** The result's sentences as the page writes them in English (its messages filled with the result's parts). */
function english(r: IsItDoneResult) {
  const { rule, target } = r;
  const food = en[`foodLower.${rule.food}`];
  const doneness = rule.doneness ? en[`doneness.${rule.doneness}`] : '';
  const where = rule.doneness
    ? translate(en.whereDoneness, { doneness, food })
    : translate(en.whereCut, { food: foodName(rule.food), cut: en[`cut.${rule.cut}`] });
  return {
    target,
    instruction: rule.doneness
      ? translate(en.instructionDoneness, { target, doneness: en[`donenessLower.${rule.doneness}`] })
      : translate(en.instruction, { target }),
    rest: rule.rest > 0 ? translate(en.restLine, { n: rule.rest }) : null,
    status: translate(en[`status.${r.status}`], {
      doneness,
      food,
      minimum: r.minimum ? minimumText(r.minimum) : '',
    }),
    note: r.note ? translate(en[`note.${r.note.id}`], { temp: r.note.temp }) : '',
    summary:
      rule.rest > 0
        ? translate(en.summaryRest, { where, target, n: rule.rest })
        : translate(en.summary, { where, target }),
    cues: r.cues.map((cue) => en[`cue.${cue}`]),
    meetsSafety: r.meetsSafety,
  };
}
const done = (input: Parameters<typeof isItDone>[0]) => english(isItDone(input));

const rule = (id: string) => {
  const found = RULES.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};

describe('the rule table', () => {
  it.each<[string, TempF, number]>([
    ['poultry-whole', 165, 0],
    ['poultry-pieces', 165, 0],
    ['poultry-stuffing', 165, 0],
    ['beef-steaks-roasts', 145, 3],
    ['beef-rare', [120, 125], 3],
    ['beef-medium-rare', [130, 135], 3],
    ['beef-medium', [140, 145], 3],
    ['beef-medium-well', [150, 155], 3],
    ['beef-well-done', [160, 165], 3],
    ['pork-chops-roasts', 145, 3],
    ['pork-fresh-ham', 145, 3],
    ['lamb-chops-roasts', 145, 3],
    ['ground-beef-pork-lamb', 160, 0],
    ['ground-poultry', 165, 0],
    ['fish-fin', 145, 0],
    ['shellfish-shrimp-lobster-crab', 145, 0],
    ['shellfish-clams-oysters-mussels', 145, 0],
    ['eggs-dishes', 160, 0],
    ['ham-fresh', 145, 3],
    ['ham-precooked', 140, 0],
    ['leftovers', 165, 0],
  ])('%s: %j °F, rest %i min', (id, tempF, rest) => {
    expect(rule(id).tempF).toEqual(tempF);
    expect(rule(id).rest).toBe(rest);
  });

  it('has exactly the rules tested above', () => {
    expect(RULES).toHaveLength(21);
  });

  it('keeps every id unique, lower-case and hyphenated', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('gives every food category at least one rule, in the spec order', () => {
    for (const food of FOODS) expect(rulesFor(food).length).toBeGreaterThan(0);
    const order = RULES.map((r) => FOODS.indexOf(r.food));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('marks only the steak doneness levels as culinary', () => {
    const culinary = RULES.filter((r) => r.kind === 'culinary');
    expect(culinary.map((r) => r.doneness)).toEqual([
      'rare',
      'medium-rare',
      'medium',
      'medium-well',
      'well-done',
    ]);
    expect(culinary.map((r) => (r.doneness ? en[`doneness.${r.doneness}`] : ''))).toEqual([
      'Rare',
      'Medium-rare',
      'Medium',
      'Medium-well',
      'Well done',
    ]);
    for (const r of RULES.filter((x) => x.kind === 'culinary')) expect(r.food).toBe('beef');
  });

  it('uses the spec minimum for each category', () => {
    const minimum: Record<Food, number> = {
      poultry: 165,
      beef: 145,
      pork: 145,
      lamb: 145,
      ground_meat: 160,
      fish: 145,
      shellfish: 145,
      eggs: 160,
      ham: 140,
      leftovers: 165,
    };
    for (const food of FOODS) {
      const safety = rulesFor(food).filter((r) => r.kind === 'safety');
      expect(Math.min(...safety.map((r) => r.tempF as number))).toBe(minimum[food]);
    }
  });

  it('has well-formed ranges (low below high) and no template left unfilled', () => {
    for (const r of RULES) {
      if (typeof r.tempF !== 'number') expect(r.tempF[0]).toBeLessThan(r.tempF[1]);
      // A note with {temp} has its figure, and a note has no other placeholder.
      if (r.note) {
        const message: string = en[`note.${r.note.id}`];
        expect(message.replace('{temp}', ''), r.id).not.toMatch(/[{}]/);
        expect(r.note.tempF !== undefined, r.id).toBe(message.includes('{temp}'));
      }
      expect(english(isItDone({ food: r.food, id: r.id, unit: 'C' })).note).not.toMatch(/[{}]/);
    }
  });
});

describe('Celsius rounded from Fahrenheit', () => {
  it.each([
    [145, 63],
    [165, 74],
    [160, 71],
    [140, 60],
    [120, 49],
    [125, 52],
    [130, 54],
    [135, 57],
    [150, 66],
    [155, 68],
    [175, 79],
    [32, 0],
    [212, 100],
  ])('%i °F is %i °C', (f, c) => {
    expect(toCelsius(f)).toBe(c);
  });

  it.each<[TempF, string, string]>([
    [145, '145 °F', '63 °C'],
    [[120, 125], '120–125 °F', '49–52 °C'],
    [[130, 135], '130–135 °F', '54–57 °C'],
    [[140, 145], '140–145 °F', '60–63 °C'],
    [[150, 155], '150–155 °F', '66–68 °C'],
    [[160, 165], '160–165 °F', '71–74 °C'],
  ])('formats %j as %s and %s', (tempF, f, c) => {
    expect(formatTemp(tempF, 'F')).toBe(f);
    expect(formatTemp(tempF, 'C')).toBe(c);
  });

  it('gives the bare figure for table cells', () => {
    expect(formatFigure(145, 'F')).toBe('145');
    expect(formatFigure(145, 'C')).toBe('63');
    expect(formatFigure([130, 135], 'C')).toBe('54–57');
  });

  it('puts the other unit in brackets', () => {
    expect(formatBoth(145, 'F')).toBe('145 °F (63 °C)');
    expect(formatBoth(145, 'C')).toBe('63 °C (145 °F)');
    expect(formatBoth([130, 135], 'C')).toBe('54–57 °C (130–135 °F)');
  });

  it('is within half a degree of the exact value, for any whole °F', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 1000 }), (f) => {
        expect(Math.abs(toCelsius(f) - ((f - 32) * 5) / 9)).toBeLessThan(0.5);
        expect(Number.isInteger(toCelsius(f))).toBe(true);
      }),
    );
  });

  it("gives a note's figure in the chosen unit", () => {
    expect(isItDone({ food: 'ham', id: 'ham-precooked', unit: 'F' }).note).toEqual({
      id: 'ham-precooked',
      temp: '165 °F (74 °C)',
    });
    expect(isItDone({ food: 'ham', id: 'ham-precooked', unit: 'C' }).note).toEqual({
      id: 'ham-precooked',
      temp: '74 °C (165 °F)',
    });
    expect(isItDone({ food: 'shellfish', id: 'shellfish-clams-oysters-mussels', unit: 'C' }).note).toEqual({
      id: 'shellfish-clams-oysters-mussels',
      temp: '',
    });
    expect(isItDone({ food: 'fish', id: '', unit: 'C' }).note).toBeNull();
  });
});

describe('the quick reference', () => {
  it('lists the first 8 safety entries in table order', () => {
    expect(QUICK_REFERENCE).toHaveLength(8);
    expect(QUICK_REFERENCE).toEqual(RULES.filter((r) => r.kind === 'safety').slice(0, 8));
  });
});

describe('choosing a rule', () => {
  it('resolves an id of the food, else the food’s first cut', () => {
    expect(resolveRule('pork', 'pork-fresh-ham').id).toBe('pork-fresh-ham');
    expect(resolveRule('pork', '').id).toBe('pork-chops-roasts');
    expect(resolveRule('pork', 'beef-rare').id).toBe('pork-chops-roasts');
    expect(resolveRule('pork', 'x').id).toBe('pork-chops-roasts');
    expect(resolveRule('beef', 'beef-medium-rare').id).toBe('beef-medium-rare');
  });

  it('keeps the first cut out of the address', () => {
    expect(idParam('pork', 'pork-chops-roasts')).toBe('');
    expect(idParam('pork', 'pork-fresh-ham')).toBe('pork-fresh-ham');
    expect(idParam('pork', 'lamb-chops-roasts')).toBe('');
  });

  it('a new food keeps the cut only if it belongs to it, else its first cut', () => {
    expect(changeFood('beef', 'pork-fresh-ham')).toEqual({ food: 'beef', id: '' });
    expect(resolveRule('beef', changeFood('beef', 'pork-fresh-ham').id).id).toBe('beef-steaks-roasts');
    expect(changeFood('beef', 'beef-medium')).toEqual({ food: 'beef', id: 'beef-medium' });
    expect(changeFood('ham', 'ham-precooked')).toEqual({ food: 'ham', id: 'ham-precooked' });
    for (const food of FOODS) {
      for (const r of RULES) {
        const next = changeFood(food, r.id);
        expect(resolveRule(food, next.id).id).toBe(r.food === food ? r.id : rulesFor(food)[0]?.id);
      }
    }
  });

  it('offers one cut option per distinct cut; beef groups the doneness levels', () => {
    expect(cutOptions('beef')).toEqual([
      { value: 'beef-steaks-roasts', cut: 'beef-steaks-roasts' },
      { value: 'beef-rare', cut: 'beef-steak' },
    ]);
    expect(cutOptions('beef').map((o) => en[`cut.${o.cut}`])).toEqual([
      'Steaks, roasts and chops (whole cuts)',
      'Steak, by doneness',
    ]);
    expect(cutValue(rule('beef-medium-well'))).toBe('beef-rare');
    expect(cutValue(rule('beef-steaks-roasts'))).toBe('beef-steaks-roasts');
    for (const food of FOODS.filter((f) => f !== 'beef')) {
      expect(cutOptions(food).map((o) => o.value)).toEqual(rulesFor(food).map((r) => r.id));
    }
  });

  it('shows the doneness picker for beef only', () => {
    expect(donenessOptions('beef').map((o) => en[`doneness.${o.doneness}`])).toEqual([
      'Rare',
      'Medium-rare',
      'Medium',
      'Medium-well',
      'Well done',
    ]);
    for (const food of FOODS.filter((f) => f !== 'beef')) expect(donenessOptions(food)).toEqual([]);
  });

  it('states the beef safety minimum under the doneness picker, in the chosen unit', () => {
    expect(safetyMinimum('beef', 'C')).toEqual({ temp: '63 °C (145 °F)', rest: 3 });
    expect(
      translate(en.safetyMinimum, {
        food: en['foodLower.beef'],
        minimum: minimumText(safetyMinimum('beef', 'C')),
      }),
    ).toBe(
      'Doneness is a matter of taste. For safety, the USDA minimum for whole cuts of beef is 63 °C (145 °F) with a 3-minute rest.',
    );
  });
});

describe('link validation', () => {
  const read = (query: string) => readQuery(schema, query).state;

  it('reads the catalogue example', () => {
    expect(read('?food=pork&unit=C')).toEqual({ food: 'pork', id: '', unit: 'C' });
  });

  it('defaults to poultry, its first cut and °F', () => {
    expect(read('')).toEqual({ food: 'poultry', id: '', unit: 'F' });
  });

  it.each([
    ['?food=dragon&id=x&unit=K', { food: 'poultry', id: '', unit: 'F' }],
    ['?food=Pork&unit=c', { food: 'poultry', id: '', unit: 'F' }],
    ['?unit=f', { food: 'poultry', id: '', unit: 'F' }],
    ['?unit=%C2%B0C', { food: 'poultry', id: '', unit: 'F' }],
    ['?food=__proto__&id=constructor', { food: 'poultry', id: '', unit: 'F' }],
    ['?food=beef&id=beef-medium-rare&unit=C', { food: 'beef', id: 'beef-medium-rare', unit: 'C' }],
  ])('%s reads as %j', (query, state) => {
    expect(read(query)).toEqual(state);
  });

  it('an id of another food falls back to the food’s first cut', () => {
    const state = read('?food=pork&id=beef-rare');
    expect(isItDone(state).rule.id).toBe('pork-chops-roasts');
  });

  it('never crashes or shows NaN, undefined or a template, whatever the link', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (food, id, unit) => {
        const query = new URLSearchParams({ food, id, unit }).toString();
        const result = english(isItDone(read(`?${query}`)));
        const text = [
          result.target,
          result.instruction,
          result.rest ?? '',
          result.status,
          result.note,
          result.summary,
          ...result.cues,
        ].join(' ');
        expect(text).not.toMatch(/NaN|undefined|Infinity|null|[{}]/);
      }),
    );
  });
});

describe('isItDone', () => {
  it('names the status, the minimum and the cues by id', () => {
    expect(isItDone({ food: 'pork', id: '', unit: 'C' })).toMatchObject({
      status: 'safetyRest',
      minimum: null,
      cues: ['pinkFine'],
      note: { id: 'pork-chops-roasts', temp: '71 °C (160 °F)' },
    });
    expect(isItDone({ food: 'poultry', id: '', unit: 'F' }).status).toBe('safety');
    expect(
      (['beef-rare', 'beef-medium-rare', 'beef-medium', 'beef-medium-well', 'beef-well-done'] as const).map(
        (id) => isItDone({ food: 'beef', id, unit: 'F' }).status,
      ),
    ).toEqual(['below', 'below', 'partly', 'meets', 'meets']);
    expect(isItDone({ food: 'beef', id: 'beef-medium', unit: 'C' }).minimum).toEqual({
      temp: '63 °C (145 °F)',
      rest: 3,
    });
  });

  it('pork in °C: 63 °C with the 3-minute rest', () => {
    const result = done({ food: 'pork', id: '', unit: 'C' });
    expect(result.target).toBe('63 °C (145 °F)');
    expect(result.instruction).toBe('Cook to 63 °C (145 °F).');
    expect(result.rest).toBe('Let it rest 3 minutes before carving or eating.');
    expect(result.summary).toBe(
      'Pork — Chops, roasts and tenderloin: cook to 63 °C (145 °F), then rest 3 minutes.',
    );
    expect(result.status).toBe(
      'Food safety: the USDA safe minimum internal temperature and rest time. You may cook it hotter if you prefer.',
    );
  });

  it('poultry in °F: 165 °F, no rest', () => {
    const result = done({ food: 'poultry', id: '', unit: 'F' });
    expect(result.instruction).toBe('Cook to 165 °F (74 °C).');
    expect(result.rest).toBeNull();
    expect(result.summary).toBe('Poultry — Whole chicken, turkey, duck or goose: cook to 165 °F (74 °C).');
  });

  it.each([
    ['ground_meat', '', 'Cook to 160 °F (71 °C).'],
    ['ground_meat', 'ground-poultry', 'Cook to 165 °F (74 °C).'],
    ['ham', 'ham-precooked', 'Cook to 140 °F (60 °C).'],
    ['eggs', '', 'Cook to 160 °F (71 °C).'],
    ['leftovers', '', 'Cook to 165 °F (74 °C).'],
    ['fish', '', 'Cook to 145 °F (63 °C).'],
    ['shellfish', 'shellfish-clams-oysters-mussels', 'Cook to 145 °F (63 °C).'],
    ['lamb', '', 'Cook to 145 °F (63 °C).'],
  ] as const)('%s %s: %s', (food, id, instruction) => {
    expect(done({ food, id, unit: 'F' }).instruction).toBe(instruction);
  });

  it('precooked ham notes the 165 °F rule for other hams, in the chosen unit', () => {
    expect(done({ food: 'ham', id: 'ham-precooked', unit: 'C' }).note).toBe(
      'For hams packaged in USDA-inspected plants. Reheat all others, such as repackaged or leftover ham, to 74 °C (165 °F).',
    );
  });

  it('clams, oysters and mussels: shells open, discard the rest', () => {
    const result = done({ food: 'shellfish', id: 'shellfish-clams-oysters-mussels', unit: 'F' });
    expect(result.cues).toEqual(['The shells open during cooking.']);
    expect(result.note).toBe('Discard any that do not open.');
  });

  it('fish: opaque and separates with a fork', () => {
    expect(done({ food: 'fish', id: '', unit: 'F' }).cues).toEqual([
      'Or cook until the flesh is opaque and separates easily with a fork.',
    ]);
  });

  it('medium-rare steak: the range in both units, below the safety minimum', () => {
    const f = done({ food: 'beef', id: 'beef-medium-rare', unit: 'F' });
    expect(f.instruction).toBe('Cook to 130–135 °F (54–57 °C) for medium-rare.');
    expect(f.summary).toBe('Medium-rare beef: cook to 130–135 °F (54–57 °C), then rest 3 minutes.');
    expect(f.meetsSafety).toBe(false);
    expect(f.status).toBe(
      'Medium-rare is a doneness preference, below the USDA safe minimum for whole cuts of beef: 145 °F (63 °C) with a 3-minute rest. Many people enjoy steak this way; undercooked meat carries more risk for young children, older adults, pregnant people and anyone with a weakened immune system.',
    );
    const c = done({ food: 'beef', id: 'beef-medium-rare', unit: 'C' });
    expect(c.instruction).toBe('Cook to 54–57 °C (130–135 °F) for medium-rare.');
    expect(c.note).toBe('Whole steaks only: ground beef and burgers need 71 °C (160 °F).');
  });

  it('compares each doneness with the 145 °F minimum', () => {
    expect(done({ food: 'beef', id: 'beef-rare', unit: 'F' }).meetsSafety).toBe(false);
    const medium = done({ food: 'beef', id: 'beef-medium', unit: 'F' });
    expect(medium.meetsSafety).toBe(false);
    expect(medium.status).toBe(
      'Medium is a doneness preference: only the top of this range reaches the USDA safe minimum for whole cuts of beef: 145 °F (63 °C) with a 3-minute rest.',
    );
    const well = done({ food: 'beef', id: 'beef-well-done', unit: 'F' });
    expect(well.meetsSafety).toBe(true);
    expect(well.instruction).toBe('Cook to 160–165 °F (71–74 °C) for well done.');
    expect(well.status).toBe(
      'Well done is a doneness preference that also meets the USDA safe minimum for whole cuts of beef: 145 °F (63 °C) with a 3-minute rest.',
    );
    expect(done({ food: 'beef', id: 'beef-medium-well', unit: 'F' }).meetsSafety).toBe(true);
  });

  it('beef safety entry: 145 °F with the rest', () => {
    expect(isItDone({ food: 'beef', id: '', unit: 'F' }).rule.kind).toBe('safety');
    const result = done({ food: 'beef', id: '', unit: 'F' });
    expect(result.instruction).toBe('Cook to 145 °F (63 °C).');
    expect(result.rest).toBe('Let it rest 3 minutes before carving or eating.');
  });
});
