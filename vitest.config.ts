import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __SITE_ORIGIN__: JSON.stringify('https://tinytools.example'),
  },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./app/test-setup.ts'],
  },
});
