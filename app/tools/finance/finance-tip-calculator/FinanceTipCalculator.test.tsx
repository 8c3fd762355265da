import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { hydratePage, renderPage } from '~/test/page';
import { FinanceTipCalculator } from './FinanceTipCalculator';
import en from './messages/en';

const path = '/finance/finance-tip-calculator';
const example = '?cur=EUR&a=84.50&t=10&s=0&tp=15&tb=pre&ppl=3&r=half';

const renderAt = (query: string) => renderPage(path, <FinanceTipCalculator />, query, en);

beforeEach(() => vi.useFakeTimers());

describe('FinanceTipCalculator page', () => {
  it('shows the example link’s figures and the rounding rules', () => {
    renderAt(example);
    expect(screen.getByTestId('tip-per-person').textContent).toBe('€35.50');
    expect(screen.getByTestId('tip-total').textContent).toBe('€106.50');
    expect(screen.getByTestId('tip-amount').textContent).toBe('€13.55');
    expect(screen.getByTestId('tip-adjusted-percent').textContent).toBe('16.04%');
    expect(screen.getByRole('status').textContent).toBe(
      'Total €106.50, €35.50 each for 3 people; tip €13.55 (16.04% after rounding)',
    );
    expect(screen.getByText(/raised to the next multiple of 0\.50/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('the 18 % quick tip updates the tip and writes tp=18 to the address', () => {
    renderAt(example);
    fireEvent.click(screen.getByRole('button', { name: '18%' }));
    expect(screen.getByTestId('tip-amount').textContent).toBe('€16.55');
    act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS + 50));
    expect(window.location.search).toContain('tp=18');
  });

  it('shows the intro without a bill, and the uneven split note', () => {
    renderAt('');
    expect(screen.getByText(/Enter the bill amount/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Bill amount'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('People'), { target: { value: '4' } });
    expect(
      screen.getByText(
        '$128.50 does not split into equal whole cents: 2 people pay $32.13 and 2 pay $32.12.',
      ),
    ).toBeInTheDocument();
  });

  it('hydrates the prerendered defaults with a link’s state without a mismatch', async () => {
    vi.useRealTimers();
    const { container, errors, unmount } = await hydratePage(path, <FinanceTipCalculator />, example, {
      messages: en,
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=tip-per-person]')!.textContent).toBe('€35.50');
    unmount();
  });
});
