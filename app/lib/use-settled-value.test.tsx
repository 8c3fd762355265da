import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_DELAY_MS, useSettledValue } from './use-settled-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A field's state and the result's settled copy of it. */
function settle(initial: string) {
  return renderHook(() => {
    const [value, setValue] = useState(initial);
    const [settled, settleNow] = useSettledValue(value);
    return { settled, setValue, settleNow };
  });
}

describe('useSettledValue', () => {
  it('keeps the value from before the edits until typing pauses for the delay', () => {
    const hook = settle('1');
    expect(hook.result.current.settled).toBe('1');
    act(() => hook.result.current.setValue('12'));
    act(() => vi.advanceTimersByTime(SETTLE_DELAY_MS - 1));
    act(() => hook.result.current.setValue('123'));
    // Each edit starts the wait again.
    act(() => vi.advanceTimersByTime(SETTLE_DELAY_MS - 1));
    expect(hook.result.current.settled).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.settled).toBe('123');
  });

  it('takes the value at once after settleNow, alone (Calculate) or with a change (Reset)', () => {
    const hook = settle('1');
    act(() => hook.result.current.setValue('2'));
    expect(hook.result.current.settled).toBe('1');
    act(() => hook.result.current.settleNow());
    expect(hook.result.current.settled).toBe('2');
    act(() => {
      hook.result.current.settleNow();
      hook.result.current.setValue('3');
    });
    expect(hook.result.current.settled).toBe('3');
    // Later edits wait again.
    act(() => hook.result.current.setValue('4'));
    expect(hook.result.current.settled).toBe('3');
  });
});
