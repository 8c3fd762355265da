import 'temporal-polyfill/global';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { resetSavedToolsForTests } from '~/site/saved-tools';
import { copies, downloads } from './mocks';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. After each test
// everything a test may have changed goes back: the DOM, timers and the clock, stubs and spies, the
// address, this browser's storage and the saved tools, and what the mocked clipboard and downloads
// recorded.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setClockForTests(null);
  if (typeof window !== 'undefined') window.localStorage.clear();
  resetSavedToolsForTests();
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
  copies.length = 0;
  downloads.length = 0;
});
