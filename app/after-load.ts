/**
 * What runs once the page has loaded and gone quiet (entry.client.tsx), in one chunk: the
 * offline worker's registration with its update prompt, and on an English page that lists offers
 * the suggestion of another language. Both draw the notice bar (lib/notice-bar.ts).
 */
import { registerServiceWorker } from './lib/service-worker';
import { offerLanguage } from './site/language-offer';

export function afterLoad(): void {
  registerServiceWorker();
  if (document.body.dataset.languageOffers) offerLanguage();
}
