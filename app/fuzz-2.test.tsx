import { fuzzTools } from '~/test/fuzz-pages';

// Hostile queries through every tool's page (app/test/fuzz-pages.tsx): this half of the tools, the other in app/fuzz-1.test.tsx.
fuzzTools(1, 2);
