import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as fogOfWar from '../../scripts/router-stubs/fog-of-war.js';
import * as instrumentation from '../../scripts/router-stubs/instrumentation.js';
import config from '../../react-router.config';

/** The browser's bundle replaces two of the router's modules with stand-ins (vite.config.ts). */
const lib = 'node_modules/react-router/dist/production/lib';
const source = (path: string) => readFileSync(`${lib}/${path}`, 'utf8');
/** The names a module's source imports from `from` ('./instrumentation.js'). */
const importedFrom = (text: string, from: string) =>
  [...text.matchAll(new RegExp(`import \\{([^}]*)\\} from "${from.replace(/[.]/g, '\\.')}"`, 'g'))].flatMap(
    (match) => match[1]!.split(',').map((name) => name.trim()),
  );

describe('the stand-in for the router instrumentation', () => {
  it('has every name the router imports of it', () => {
    const names = importedFrom(source('router/router.js'), './instrumentation.js');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(Object.keys(instrumentation)).toContain(name);
  });

  it('stands where the router calls it only as the stub answers', () => {
    // The instrumenting functions run only when the router is given instrumentations.
    expect(source('router/router.js')).toMatch(
      /if \(init\.instrumentations\) router = instrumentClientSideRouter/,
    );
    expect(instrumentation.consumeInstrumentationClientResultMetaReceiver()).toBeUndefined();
    const router = {};
    expect(instrumentation.instrumentClientSideRouter(router)).toBe(router);
  });
});

describe('the stand-in for lazy route discovery', () => {
  it('has every name the router imports of it', () => {
    const names = [
      ...importedFrom(source('dom/ssr/components.js'), './fog-of-war.js'),
      ...importedFrom(source('server-runtime/server.js'), '../dom/ssr/fog-of-war.js'),
      ...importedFrom(source('rsc/browser.js'), '../dom/ssr/fog-of-war.js'),
      ...importedFrom(
        readFileSync('node_modules/react-router/dist/production/index.js', 'utf8'),
        './lib/dom/ssr/fog-of-war.js',
      ),
    ];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(Object.keys(fogOfWar)).toContain(name);
  });

  it('is right only because the site is prerendered without a server: discovery needs ssr', () => {
    expect(config.ssr).toBe(false);
    expect(source('dom/ssr/fog-of-war.js')).toMatch(
      /return routeDiscovery\.mode === "lazy" && ssr === true;/,
    );
    expect(fogOfWar.isFogOfWarEnabled()).toBe(false);
    expect(fogOfWar.getPatchRoutesOnNavigationFunction()).toBeUndefined();
  });
});

describe('the route manifest without its false flags (scripts/postbuild.mjs)', () => {
  it('is read the same: the router tests each flag by its truth or as `=== true`', () => {
    const flags =
      'hasAction|hasLoader|hasClientAction|hasClientLoader|hasClientMiddleware|hasDefaultExport|hasErrorBoundary';
    // Any other reading of a flag (`=== false`, `?? true`, `typeof`, `in`) would tell a missing
    // flag from a false one. The RSC build, which this site does not use, compares flags itself.
    const otherReading = new RegExp(
      `(${flags})\\s*(?:(?:===|!==|==|!=)\\s*(?!true\\b)[\\w"]+|\\?\\?)|typeof [\\w.]*(${flags})\\b|"(${flags})" in\\b`,
    );
    const files = (readdirSync(lib, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.js') && !file.startsWith('rsc'),
    );
    expect(files).toContain('dom/ssr/routes.js');
    for (const file of files) expect(source(file), file).not.toMatch(otherReading);
    // The pattern finds such a reading where one is written.
    expect('if (route.hasLoader === false) return;').toMatch(otherReading);
    expect('route.hasAction ?? true').toMatch(otherReading);
    expect('if (manifestRoute.hasLoader === true) go();').not.toMatch(otherReading);
  });
});
