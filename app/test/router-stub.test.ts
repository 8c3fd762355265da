import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as stub from '../../scripts/router-instrumentation-stub.js';

/** The browser's bundle replaces the router's instrumentation module with a stub (vite.config.ts). */
const dir = 'node_modules/react-router/dist/production/lib/router';
const exported = (source: string) =>
  /export \{([^}]*)\}/
    .exec(source)![1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();

describe('the stand-in for the router instrumentation', () => {
  it('exports what the real module exports', () => {
    expect(Object.keys(stub).sort()).toEqual(exported(readFileSync(`${dir}/instrumentation.js`, 'utf8')));
  });

  it('is all the router imports of it, and the router calls it only as the stub answers', () => {
    const router = readFileSync(`${dir}/router.js`, 'utf8');
    const imported = /import \{([^}]*)\} from "\.\/instrumentation\.js"/.exec(router)![1]!;
    for (const name of imported.split(',').map((n) => n.trim())) expect(Object.keys(stub)).toContain(name);
    // The instrumenting functions run only when the router is given instrumentations.
    expect(router).toMatch(/if \(init\.instrumentations\) router = instrumentClientSideRouter/);
    expect(stub.consumeInstrumentationClientResultMetaReceiver()).toBeUndefined();
    const router0 = {};
    expect(stub.instrumentClientSideRouter(router0)).toBe(router0);
  });
});
