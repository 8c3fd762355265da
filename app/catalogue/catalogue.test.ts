import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allToolsOrder,
  answerPages,
  categories,
  categoryForPath,
  localTool,
  popularTools,
  relatedTools,
  toolForPath,
  tools,
} from './index';
import { prerenderPaths } from './paths';
import routes from '../routes';
import { searchIndexData, toolCard } from '~/site/page-data';
import { byLanguage } from '~/lib/i18n';
import { LOCALES, PUBLISHED_LOCALES, type Locale } from '~/lib/locale';
import { translations, type CatalogueTranslation } from './translations';

const appDir = join(__dirname, '..');
const toolModule = (categoryId: string, id: string) => join(appDir, 'tools', categoryId, id, 'route.tsx');

describe('catalogue', () => {
  it('gives pages plain JSON (icons as data), so loaders can carry it', () => {
    const data = searchIndexData();
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    for (const tool of data.tools) expect(tool.icon.length).toBeGreaterThan(0);
  });

  it('has unique ids and hrefs (aliases included)', () => {
    const ids = [...tools.map((t) => t.id), ...answerPages.map((p) => p.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const hrefs = [
      ...tools.flatMap((t) => [t.href, ...(t.aliases ?? [])]),
      ...answerPages.map((p) => p.href),
    ];
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('lists every tool address of the three spec documents', () => {
    const expected = [
      '/finance/compound-interest-calculator',
      '/finance/inflation-calculator',
      '/finance/loan-payment-calculator',
      '/finance/salary-converter',
      '/finance/tip-calculator',
      '/finance/finance-tip-calculator',
      '/finance/fire-calculator',
      '/finance/unit-price-calculator',
      '/finance/price-time-machine',
      '/finance/freelancer-tax-buffer',
      '/business/meeting-cost-stopwatch',
      ...[
        'age-calculator',
        'days-until',
        'business-days',
        'friday-13th',
        'what-day',
        'world-clock',
        'half-birthday-calculator',
        'days-until-christmas',
        'days-until-new-years',
        'days-until-halloween',
        'days-until-valentines-day',
        'pet-age-calculator',
        'what-week-number',
      ].map((id) => `/time/${id}`),
      ...[
        'percentage-calculator',
        'tip-calculator',
        'roman-numeral-converter',
        'spell-number',
        'temperature-converter',
        'unit-converter',
        'plain-old-calculator',
        'bmi-calculator',
        'peptide-calculator',
        'unix-timestamp-converter',
      ].map((id) => `/calculators/${id}`),
      ...['remove-line-breaks', 'text-case-converter', 'slug-generator'].map((id) => `/text/${id}`),
      ...[
        'uuid-generator',
        'json-beautifier',
        'base64-image-converter',
        'keyboard-tester',
        'regex-tester',
      ].map((id) => `/dev/${id}`),
      ...['password-generator', 'random-number-generator', 'decision-wheel', 'qr-generator'].map(
        (id) => `/generators/${id}`,
      ),
      ...[
        'cups-to-grams',
        'butter-converter',
        'pan-size-converter',
        'egg-size-adjuster',
        'high-altitude-adjuster',
        'cake-slice-calculator',
        'recipe-scaling-calculator',
        'yeast-to-flour-ratio',
        'coffee-ratio-calculator',
        'dough-weight-planner',
        'exact-dose-bean-counter',
        'how-much-butter-is-one-stick',
        'how-many-cups-is-one-stick',
      ].map((id) => `/baking/${id}`),
      '/cooking/is-it-done',
      '/cooking/coffee-ratio-calculator',
      ...[
        'tipping-risk-o-meter',
        'lakh-crore-converter',
        'plug-voltage-checker',
        'international-shoe-size-converter',
      ].map((id) => `/around-the-world/${id}`),
    ];
    const paths = new Set(prerenderPaths());
    for (const href of expected) expect(paths, href).toContain(href);
    for (const href of expected) {
      const known = toolForPath(href) ?? answerPages.find((p) => p.href === href);
      expect(known, href).toBeDefined();
    }
  });

  it('has the eight categories in the header order, each with tools', () => {
    expect(categories.map((c) => c.href)).toEqual([
      '/finance/',
      '/time/',
      '/baking/',
      '/dev/',
      '/calculators/',
      '/text/',
      '/generators/',
      '/around-the-world/',
    ]);
    expect(categories.map((c) => c.name)).toEqual([
      'Finance',
      'Time & Date',
      'Baking & Cooking',
      'Dev Tools',
      'Calculators',
      'Text Tools',
      'Generators',
      'Around the World',
    ]);
    for (const c of categories) {
      expect(tools.some((t) => t.categoryId === c.id)).toBe(true);
      expect(categoryForPath(c.href)).toBe(c);
      expect(categoryForPath(c.href.replace(/\/$/, ''))).toBe(c);
    }
  });

  it('shows the first six popular tools on home, in catalogue order', () => {
    const popular = tools.filter((t) => t.popular).map((t) => t.id);
    expect(popularTools().map((t) => t.id)).toEqual(popular.slice(0, 6));
    expect(popular).toEqual([
      'compound-interest-calculator',
      'age-calculator',
      'days-until-christmas',
      'days-until-new-years',
      'days-until-halloween',
      'days-until-valentines-day',
      'percentage-calculator',
      'basic-tip-calculator',
      'text-case-converter',
      'password-generator',
      'cups-to-grams',
      'is-it-done',
      'tipping-risk-o-meter',
    ]);
  });

  it('gives every tool at most four valid related tools, never itself', () => {
    const ids = new Set(tools.map((t) => t.id));
    for (const tool of tools) {
      for (const id of tool.related ?? []) expect(ids, `${tool.id} -> ${id}`).toContain(id);
      const related = relatedTools(tool);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(4);
      expect(related.map((t) => t.id)).not.toContain(tool.id);
      expect(new Set(related.map((t) => t.id)).size).toBe(related.length);
    }
  });

  it('groups /tools by every category once, in the all-tools order, around-the-world last', () => {
    const order = searchIndexData().order.map((c) => c.id);
    expect(order).toEqual(allToolsOrder);
    expect([...order].sort()).toEqual(categories.map((c) => c.id).sort());
    expect(order.at(-1)).toBe('around-the-world');
  });

  it('has a page module for every tool and answer page', () => {
    for (const item of [...tools, ...answerPages])
      expect(existsSync(toolModule(item.categoryId, item.id)), item.id).toBe(true);
  });

  it('has no tool folders that the catalogue does not know', () => {
    const known = new Set([...tools, ...answerPages].map((t) => `${t.categoryId}/${t.id}`));
    for (const category of readdirSync(join(appDir, 'tools'))) {
      for (const id of readdirSync(join(appDir, 'tools', category)))
        expect(known, `${category}/${id}`).toContain(`${category}/${id}`);
    }
  });

  /** A route's addresses: each optional segment ('embed?') with it and without it. */
  const addresses = (path: string): string[] =>
    path
      .split('/')
      .filter(Boolean)
      .reduce<string[]>(
        (found, segment) =>
          segment.endsWith('?')
            ? [...found, ...found.map((f) => `${f}/${segment.slice(0, -1)}`)]
            : found.map((f) => `${f}/${segment}`),
        [''],
      )
      .map((a) => (path.endsWith('/') ? `${a}/` : a || '/'));

  it('routes every catalogue address, once, in English and under a language prefix', () => {
    const paths = routes.flatMap((r) => (r.index ? ['/'] : addresses(r.path!)));
    expect(new Set(paths).size).toBe(paths.length);
    const english = paths.filter((p) => !p.startsWith('/:lang'));
    for (const path of prerenderPaths(['en'])) {
      if (path === '/404') continue;
      expect(english, path).toContain(path);
    }
    // Every page but the home page answers under a language prefix too; each language's home
    // page is a route of its own (/de).
    const homes = routes.filter((r) => r.file === 'routes/home.tsx' && !r.index).map((r) => r.path);
    expect(homes).toEqual(PUBLISHED_LOCALES.filter((l) => l !== 'en'));
    const pages = routes.filter(
      (r) => !r.index && r.file.endsWith('.tsx') && r.path !== '*' && r.file !== 'routes/home.tsx',
    );
    for (const r of pages) expect(r.path, r.file).toMatch(/^:lang\?\//);
  });

  it('embeds every tool at /embed + its address, and nothing else', () => {
    const embedded = prerenderPaths().filter((path) => path.startsWith('/embed/'));
    expect(embedded).toEqual(tools.map((tool) => `/embed${tool.href}`));
    const optional = routes.filter((r) => r.path?.includes('embed?')).map((r) => r.path);
    expect(optional).toEqual(tools.map((tool) => `:lang?/embed?${tool.href}`));
  });
});

describe('example queries', () => {
  it('every tool has one, encoded as URLSearchParams would, with values of sane length', () => {
    for (const tool of tools) {
      expect(typeof tool.example, tool.id).toBe('string');
      if (tool.example === '') continue;
      const params = new URLSearchParams(tool.example);
      expect(params.toString(), tool.id).toBe(tool.example);
      for (const [, value] of params) expect(value.length, tool.id).toBeLessThanOrEqual(500);
    }
  });
});

describe('built tools', () => {
  it('carry no scaffold leftovers (it.todo, TODO, the Not implemented stub)', () => {
    const leftovers: string[] = [];
    for (const tool of tools) {
      const dir = join('app/tools', tool.categoryId, tool.id);
      for (const file of readdirSync(dir, { withFileTypes: true })) {
        if (!file.isFile()) continue;
        const text = readFileSync(join(dir, file.name), 'utf8');
        for (const marker of ['it.todo', 'TODO', "'Not implemented'"]) {
          if (text.includes(marker)) leftovers.push(`${tool.id}/${file.name}: ${marker}`);
        }
      }
    }
    expect(leftovers).toEqual([]);
  });
});

describe('the catalogue in other languages', () => {
  it('finds translations by their file name', () => {
    const de = { tools: {} } as unknown as CatalogueTranslation;
    expect(byLanguage({ './de.ts': de, './index.ts': de, './xx.ts': de, './en.ts': de })).toEqual({ de });
  });

  it('each translation has every tool, category and answer page, with the English FAQs count; every published language has one', () => {
    for (const locale of PUBLISHED_LOCALES.filter((l) => l !== 'en'))
      expect(translations[locale], `catalogue/translations/${locale}.ts`).toBeDefined();
    for (const [locale, translation] of Object.entries(translations)) {
      expect(Object.keys(translation.tools).sort(), locale).toEqual(tools.map((t) => t.id).sort());
      expect(Object.keys(translation.categories).sort(), locale).toEqual(categories.map((c) => c.id).sort());
      expect(Object.keys(translation.answerPages).sort(), locale).toEqual(
        answerPages.map((p) => p.id).sort(),
      );
      for (const tool of tools) {
        const words = translation.tools[tool.id]!;
        expect(words.faqs?.length ?? 0, `${locale} ${tool.id}`).toBe(tool.faqs?.length ?? 0);
        expect(words.keywords.length, `${locale} ${tool.id}`).toBeGreaterThan(0);
        expect(Boolean(words.contextDescription), `${locale} ${tool.id}`).toBe(
          Boolean(tool.contextDescription),
        );
      }
    }
  });

  it('puts a language’s words in the page data, and leaves English and untranslated languages as they are', () => {
    const tool = tools[0]!;
    expect(localTool(tool, 'en')).toBe(tool);
    for (const locale of LOCALES.filter((l) => !translations[l])) expect(localTool(tool, locale)).toBe(tool);
    for (const [locale, translation] of Object.entries(translations))
      expect(toolCard(tool, locale as Locale).title).toBe(translation.tools[tool.id]!.title);
  });
});
