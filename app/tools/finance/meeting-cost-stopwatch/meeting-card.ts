/**
 * The meeting's result as a 1200 × 630 PNG (title, duration and total cost), the size social
 * sites use for link previews. Loaded on the first export only.
 */
import { downloadPng } from '~/lib/download';
import { pageLocale, textDirection } from '~/lib/locale';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The card's words, in the page's language (the component passes them: words.ts). */
export interface CardText {
  /** 'Meeting cost'. */
  heading: string;
  title: string;
  total: string;
  /** 'Duration 0:30:00'. */
  duration: string;
  /** '8 people · $7.69 per minute'. */
  detail: string;
  /** 'Tiny Tools · Meeting Cost Stopwatch'. */
  footer: string;
}

/** Shortens text with an ellipsis until it fits the width. */
function fit(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Draws the card. A right-to-left language's lines start at the right edge and run right to left
 * (a detached canvas would otherwise lay them out left to right, reordering a mixed line).
 */
export function drawCard(canvas: HTMLCanvasElement, card: CardText, direction: 'ltr' | 'rtl'): boolean {
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return false;
  const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  const inner = CARD_WIDTH - 160;
  context.fillStyle = '#0f172a';
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = '#f59e0b';
  context.fillRect(0, 0, CARD_WIDTH, 12);
  context.textBaseline = 'alphabetic';
  context.direction = direction;
  context.textAlign = 'start';
  const x = direction === 'rtl' ? CARD_WIDTH - 80 : 80;
  context.fillStyle = '#cbd5e1';
  context.font = `600 36px ${font}`;
  context.fillText(card.heading, x, 110);
  context.fillStyle = '#ffffff';
  context.font = `700 60px ${font}`;
  context.fillText(fit(context, card.title, inner), x, 190);
  context.fillStyle = '#fbbf24';
  context.font = `800 120px ${font}`;
  context.fillText(fit(context, card.total, inner), x, 350);
  context.fillStyle = '#e2e8f0';
  context.font = `500 44px ${font}`;
  context.fillText(fit(context, card.duration, inner), x, 430);
  context.fillStyle = '#94a3b8';
  context.font = `400 32px ${font}`;
  context.fillText(fit(context, card.detail, inner), x, 490);
  context.font = `600 28px ${font}`;
  context.fillText(card.footer, x, 570);
  return true;
}

export async function downloadCard(card: CardText): Promise<boolean> {
  const canvas = document.createElement('canvas');
  if (!drawCard(canvas, card, textDirection(pageLocale()))) return false;
  return downloadPng('meeting-cost.png', canvas);
}
