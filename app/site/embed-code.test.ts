import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBED_DEFAULT_HEIGHT, embedCode, embedUrl } from './embed-code';

const page = 'https://tinytools.example/finance/loan-payment-calculator?amount=320000&rate=6.75';

describe('embedUrl', () => {
  it('puts the tool under /embed with the same query', () => {
    expect(embedUrl(page, 'system')).toBe(
      'https://tinytools.example/embed/finance/loan-payment-calculator?amount=320000&rate=6.75',
    );
  });

  it('keeps a language prefix first: the German page embeds as /de/embed/...', () => {
    expect(embedUrl('https://tinytools.example/de/finance/loan-payment-calculator?amount=1', 'system')).toBe(
      'https://tinytools.example/de/embed/finance/loan-payment-calculator?amount=1',
    );
  });

  it('adds the chosen theme, replacing any the link had, and drops a fragment', () => {
    expect(embedUrl(`${page}&theme=light#result`, 'dark')).toBe(
      'https://tinytools.example/embed/finance/loan-payment-calculator?amount=320000&rate=6.75&theme=dark',
    );
    expect(embedUrl(`${page}&theme=light`, 'system')).not.toContain('theme');
  });
});

describe('embedCode', () => {
  const src = embedUrl(page, 'system');

  it('is a lazy, titled, full-width frame and the resize script from the same origin', () => {
    expect(embedCode({ src, title: 'Loan Payment Calculator', height: 713 })).toBe(
      '<iframe src="https://tinytools.example/embed/finance/loan-payment-calculator?amount=320000&amp;rate=6.75" ' +
        'title="Loan Payment Calculator" width="100%" height="720" style="border:0;max-width:100%" ' +
        'loading="lazy" allow="clipboard-write; web-share"></iframe>\n' +
        '<script src="https://tinytools.example/embed.js" async></script>',
    );
  });

  it('gives a sensible height for a missing or tiny measure', () => {
    expect(embedCode({ src, title: 'T', height: Number.NaN })).toContain(`height="${EMBED_DEFAULT_HEIGHT}"`);
    expect(embedCode({ src, title: 'T', height: 12 })).toContain('height="200"');
  });

  it('never lets a link or a title end the attribute or open a tag', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, title) => {
        const url = new URL(page);
        url.searchParams.set('text', text);
        const code = embedCode({
          src: embedUrl(url.href, 'system'),
          title,
          height: 500,
        });
        const [frame, script] = code.split('\n');
        expect(script).toBe('<script src="https://tinytools.example/embed.js" async></script>');
        const attributes = frame!.slice('<iframe '.length, frame!.indexOf('></iframe>'));
        expect(attributes).not.toMatch(/[<>]/);
        // Every quote of the tag is one of its seven attributes' delimiters.
        expect(attributes.match(/"/g)).toHaveLength(14);
      }),
    );
  });
});
