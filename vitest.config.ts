import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The component tests that replace a module with `vi.mock`. */
const mocking = globSync('app/**/*.test.tsx').filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

export default defineConfig({
  define: {
    __SITE_ORIGIN__: JSON.stringify('https://tinytools.example'),
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    // One worker a core: Vitest's default leaves one core to its main process, which mostly waits
    // (on 2 cores: one worker; the whole unit run took about 220 s, with two about 150 s).
    maxWorkers: availableParallelism(),
    setupFiles: ['./app/test/setup.ts'],
    // Pure logic (`*.test.ts`) runs in Node, which starts in a fraction of jsdom's time (the whole
    // unit run: 158 s -> about 105 s on 2 cores); components (`*.test.tsx`) get a DOM. A `.test.ts`
    // that needs one says so in its first lines: `// @vitest-environment jsdom`. Logic tests share
    // one module registry a worker (`isolate: false`: none mocks a module, and the setup resets
    // what a test may change), which halves their time (38 s -> 19 s).
    projects: [
      {
        extends: true,
        test: { name: 'logic', environment: 'node', isolate: false, include: ['app/**/*.test.ts'] },
      },
      // Component tests share a registry too (the unit run: about 90 s -> 65 s), but those that
      // replace a module (vi.mock) each get their own: a module another file has already loaded
      // would stay the real one.
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['app/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...mocking],
        },
      },
      { extends: true, test: { name: 'dom-mocks', environment: 'jsdom', include: mocking } },
    ],
  },
});
