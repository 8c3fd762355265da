import { fuzzTools } from '~/test/fuzz-pages';

// Hostile queries through every tool's page (app/test/fuzz-pages.tsx): this half of the tools, the other in app/fuzz-2.test.tsx.
fuzzTools(0, 2);
