import { describe, expect, it } from 'vitest';
import { CARD_WIDTH, drawCard, type CardText } from './meeting-card';

/** A canvas whose 2D context records where each line is drawn and the direction it is laid out in. */
function recordingCanvas() {
  const lines: { text: string; x: number; direction: string; align: string }[] = [];
  const context = {
    direction: 'inherit',
    textAlign: 'left',
    measureText: (text: string) => ({ width: text.length * 20 }),
    fillRect: () => undefined,
    fillText(text: string, x: number) {
      lines.push({ text, x, direction: this.direction, align: this.textAlign });
    },
  };
  const canvas = { width: 0, height: 0, getContext: () => context } as unknown as HTMLCanvasElement;
  return { canvas, lines };
}

const card: CardText = {
  heading: 'تكلفة الاجتماع',
  title: 'اجتماع الفريق',
  total: '‏7.69 US$',
  duration: 'المدة 0:30:00',
  detail: '8 أشخاص · ‏0.26 US$ للدقيقة',
  footer: 'Tiny Tools',
};

describe('the meeting card', () => {
  it('starts each line at the left edge, left to right, in a left-to-right language', () => {
    const { canvas, lines } = recordingCanvas();
    expect(drawCard(canvas, card, 'ltr')).toBe(true);
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line).toMatchObject({ x: 80, direction: 'ltr', align: 'start' });
  });

  it('starts each line at the right edge, right to left, in Arabic', () => {
    const { canvas, lines } = recordingCanvas();
    expect(drawCard(canvas, card, 'rtl')).toBe(true);
    expect(lines.map((line) => line.text)).toEqual(Object.values(card));
    for (const line of lines)
      expect(line).toMatchObject({ x: CARD_WIDTH - 80, direction: 'rtl', align: 'start' });
  });
});
