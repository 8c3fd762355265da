import { afterEach, describe, expect, it } from 'vitest';
import { now, setClockForTests, today } from './clock';

describe('clock', () => {
  afterEach(() => setClockForTests(null));

  it('can be fixed by tests and restored', () => {
    setClockForTests('2026-02-28T12:00:00');
    expect(now().getFullYear()).toBe(2026);
    expect(today().toString()).toBe('2026-02-28');
    setClockForTests(null);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('gives today in local time as a Temporal.PlainDate', () => {
    setClockForTests('2024-02-29T23:30:00');
    expect(today().equals(Temporal.PlainDate.from('2024-02-29'))).toBe(true);
  });
});
