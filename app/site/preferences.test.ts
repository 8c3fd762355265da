import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preferencesBootstrapScript } from './preferences';

/** Runs the inline script at `url` with `stored` in localStorage and the system's scheme. */
function bootstrap(url: string, stored: Record<string, string>, systemDark: boolean) {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  const documentElement = {
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      add: (name: string) => classes.add(name),
    },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const { pathname, search } = new URL(url, 'https://tinytools.example');
  runInNewContext(preferencesBootstrapScript, {
    document: { documentElement },
    location: { pathname, search },
    URLSearchParams,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: () => ({ matches: systemDark }),
  });
  return {
    dark: classes.has('dark'),
    large: classes.has('large-text'),
    fixed: attributes.has('data-theme-fixed'),
  };
}

describe('the theme bootstrap script', () => {
  const saved = { darkMode: 'true', largeText: 'true' };

  it("applies this site's saved choices, else the system's scheme", () => {
    expect(bootstrap('/finance/loan-payment-calculator', saved, false)).toEqual({
      dark: true,
      large: true,
      fixed: false,
    });
    expect(bootstrap('/', {}, true)).toEqual({ dark: true, large: false, fixed: false });
  });

  it("gives an embedded tool its link's theme or the system's, never the saved choices", () => {
    const embed = '/embed/finance/loan-payment-calculator?amount=1';
    expect(bootstrap(embed, saved, false)).toEqual({ dark: false, large: false, fixed: false });
    expect(bootstrap(`${embed}&theme=dark`, {}, false)).toEqual({ dark: true, large: false, fixed: true });
    expect(bootstrap(`${embed}&theme=light`, saved, true)).toEqual({
      dark: false,
      large: false,
      fixed: true,
    });
    expect(bootstrap(`${embed}&theme=purple`, {}, true)).toEqual({ dark: true, large: false, fixed: false });
    // The same in another language (/de/embed/...).
    expect(bootstrap(`/de${embed}&theme=dark`, saved, false)).toEqual({
      dark: true,
      large: false,
      fixed: true,
    });
    expect(bootstrap('/dev/uuid-generator', saved, false)).toEqual({ dark: true, large: true, fixed: false });
  });
});
