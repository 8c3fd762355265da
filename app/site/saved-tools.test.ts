// @vitest-environment jsdom
import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FAVOURITES_LIMIT,
  NO_SAVED_TOOLS,
  parseSavedTools,
  readSavedTools,
  RECENT_LIMIT,
  resetSavedToolsForTests,
  savedEntries,
  SAVED_TOOLS_KEY,
  savedToolsBootstrapScript,
  serializeSavedTools,
  subscribeToSavedTools,
  toggleFavourite,
  updateSavedTools,
  withoutRecent,
  withVisit,
} from './saved-tools';

afterEach(() => {
  localStorage.clear();
  resetSavedToolsForTests();
});

describe('the saved tools as stored', () => {
  it('reads what it writes', () => {
    const saved = { favourites: ['tip-calculator', 'age-calculator'], recent: ['uuid-generator'] };
    expect(parseSavedTools(serializeSavedTools(saved))).toEqual(saved);
  });

  it('reads nothing saved from a missing, corrupted or foreign value', () => {
    for (const raw of [null, '', '{', 'null', '42', '"tip"', '[]', '{"favourites":"tip"}', '{"v":2}'])
      expect(parseSavedTools(raw)).toEqual(NO_SAVED_TOOLS);
  });

  it('drops entries that are not tool ids, repeats, and what is over the limits', () => {
    const raw = JSON.stringify({
      favourites: ['tip-calculator', 42, 'tip-calculator', '<script>', 'Age', '', 'a'.repeat(65), 'bmi'],
      recent: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    });
    expect(parseSavedTools(raw)).toEqual({
      favourites: ['tip-calculator', 'bmi'],
      recent: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    const many = JSON.stringify({ favourites: Array.from({ length: 150 }, (_, i) => `tool-${i}`) });
    expect(parseSavedTools(many).favourites).toHaveLength(FAVOURITES_LIMIT);
  });
});

describe('favourites', () => {
  it('are kept in the order added, and a second toggle removes one', () => {
    let saved = NO_SAVED_TOOLS;
    for (const id of ['b-tool', 'a-tool', 'c-tool']) saved = toggleFavourite(saved, id);
    expect(saved.favourites).toEqual(['b-tool', 'a-tool', 'c-tool']);
    saved = toggleFavourite(saved, 'a-tool');
    expect(saved.favourites).toEqual(['b-tool', 'c-tool']);
    expect(toggleFavourite(saved, 'a-tool').favourites).toEqual(['b-tool', 'c-tool', 'a-tool']);
  });
});

describe('recently used tools', () => {
  it('are the last six opened, most recent first, with no repeats', () => {
    let saved = NO_SAVED_TOOLS;
    for (const id of ['a', 'b', 'c', 'a', 'd', 'e', 'f', 'g', 'b']) saved = withVisit(saved, id);
    expect(saved.recent).toEqual(['b', 'g', 'f', 'e', 'd', 'a']);
    expect(withoutRecent(saved)).toEqual({ favourites: [], recent: [] });
  });

  it('hold the latest visit first and never exceed the limit, whatever the visits', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i')), (visits) => {
        const saved = visits.reduce(withVisit, NO_SAVED_TOOLS);
        expect(saved.recent.length).toBeLessThanOrEqual(RECENT_LIMIT);
        expect(new Set(saved.recent).size).toBe(saved.recent.length);
        if (visits.length > 0) expect(saved.recent[0]).toBe(visits[visits.length - 1]);
      }),
    );
  });
});

describe('saved ids as tools', () => {
  it('keep the order of the ids and skip ids of no tool', () => {
    const list = [{ id: 'a-tool' }, { id: 'b-tool' }, { id: 'c-tool' }];
    expect(savedEntries(['c-tool', 'gone-tool', 'a-tool'], list)).toEqual([
      { id: 'c-tool' },
      { id: 'a-tool' },
    ]);
  });
});

describe('the store', () => {
  it('writes localStorage under its versioned key and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSavedTools(listener);
    updateSavedTools((saved) => toggleFavourite(saved, 'tip-calculator'));
    expect(JSON.parse(localStorage.getItem(SAVED_TOOLS_KEY)!)).toEqual({
      favourites: ['tip-calculator'],
      recent: [],
    });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('returns the same object while the stored value is unchanged', () => {
    updateSavedTools((saved) => withVisit(saved, 'age-calculator'));
    expect(readSavedTools()).toBe(readSavedTools());
  });

  it("follows another tab's change (the storage event)", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSavedTools(listener);
    localStorage.setItem(SAVED_TOOLS_KEY, JSON.stringify({ favourites: ['bmi-calculator'], recent: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_TOOLS_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readSavedTools().favourites).toEqual(['bmi-calculator']);
    unsubscribe();
  });

  it('keeps the tools for the page when storage is blocked, with no error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readSavedTools()).toEqual(NO_SAVED_TOOLS);
    updateSavedTools((saved) => toggleFavourite(saved, 'tip-calculator'));
    updateSavedTools((saved) => withVisit(saved, 'tip-calculator'));
    expect(readSavedTools()).toEqual({ favourites: ['tip-calculator'], recent: ['tip-calculator'] });
  });

  it('keeps the tools for the page when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    updateSavedTools((saved) => toggleFavourite(saved, 'tip-calculator'));
    expect(readSavedTools().favourites).toEqual(['tip-calculator']);
  });

  it('never writes from an embedded tool', () => {
    window.history.replaceState(null, '', '/embed/finance/loan-payment-calculator');
    updateSavedTools((saved) => toggleFavourite(saved, 'loan-payment-calculator'));
    expect(localStorage.getItem(SAVED_TOOLS_KEY)).toBeNull();
  });
});

describe('the bootstrap script', () => {
  /** Runs the inline script against a stand-in <html> and storage holding `raw`. */
  function bootstrap(raw: string | null) {
    const properties = new Map<string, unknown>();
    const attributes = new Set<string>();
    const documentElement = {
      style: { setProperty: (name: string, value: unknown) => properties.set(name, String(value)) },
      setAttribute: (name: string) => attributes.add(name),
    };
    runInNewContext(savedToolsBootstrapScript, {
      document: { documentElement },
      localStorage: { getItem: () => raw },
    });
    return { properties: Object.fromEntries(properties), attributes: [...attributes].sort() };
  }

  it('counts the lists as the page will show them', () => {
    const values = [
      null,
      'not json',
      '[1,2]',
      JSON.stringify({ favourites: ['a', 'a', 'b', 7], recent: ['x', 'y', 'z', 'w', 'v', 'u', 't'] }),
      JSON.stringify({ favourites: [], recent: ['only-one'] }),
    ];
    for (const raw of values) {
      const saved = parseSavedTools(raw);
      const { properties, attributes } = bootstrap(raw);
      expect(properties).toEqual({
        '--saved-favourites': String(saved.favourites.length),
        '--saved-recent': String(saved.recent.length),
      });
      expect(attributes).toEqual(
        [
          ...(saved.favourites.length ? ['data-saved-favourites'] : []),
          ...(saved.recent.length ? ['data-saved-recent'] : []),
        ].sort(),
      );
    }
  });

  it('survives storage that throws', () => {
    expect(() =>
      runInNewContext(savedToolsBootstrapScript, {
        document: { documentElement: { style: { setProperty() {} }, setAttribute() {} } },
        localStorage: {
          getItem() {
            throw new Error('blocked');
          },
        },
      }),
    ).not.toThrow();
  });
});
