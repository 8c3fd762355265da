import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// Only browsers without a native Temporal download the polyfill (about 19 KB gzip).
if (!('Temporal' in globalThis)) await import('temporal-polyfill/global');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
