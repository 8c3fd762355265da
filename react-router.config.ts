import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/catalogue/paths';

export default {
  ssr: false,
  // Every page is written as static HTML at build time; see app/catalogue/paths.ts.
  prerender: () => prerenderPaths(),
} satisfies Config;
