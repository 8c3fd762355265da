import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { address, renderPage, text } from '~/test/page';
import { MeetingCostStopwatch } from './MeetingCostStopwatch';
import en from './messages/en';

const path = '/business/meeting-cost-stopwatch';

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/**
 * Moves the fake clock. Updates made during one act() render once at its end, with the clock at
 * its final time, so a check of 'ticks on time' must end a wait exactly on the expected tick.
 */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const elapsed = () => text('meeting-elapsed');
/**
 * Waits `ms` in two steps and checks the watch 1 ms before (`before`) and at the end (`after`):
 * one act() renders once at its end, at the final time, and would hide a late tick.
 */
const tickAt = (ms: number, before: string, after: string) => {
  wait(ms - 1);
  expect(elapsed()).toBe(before);
  wait(1);
  expect(elapsed()).toBe(after);
};
const renderAt = (query = '?c=USD') => renderPage(path, <MeetingCostStopwatch />, query, en);
const query = () => new URLSearchParams(address());

beforeEach(() => {
  vi.useFakeTimers();
  // Not on a whole second of the wall clock: the stopwatch must count from the press of Start.
  vi.setSystemTime(new Date('2026-11-25T09:00:00.400Z'));
});

describe('Meeting cost stopwatch page', () => {
  it('reads 0:02:30 exactly 150 s after Start, and 0:02:29 just before', () => {
    renderAt();
    expect(elapsed()).toBe('0:00:00');
    wait(300);
    press('Start');
    tickAt(1000, '0:00:00', '0:00:01');
    tickAt(149_000, '0:02:29', '0:02:30');
    // 5 people at 90,000: 90,000 / 2,080 × 5 / 3,600 = $0.0600962 a second; × 150 = $9.01.
    expect(text('meeting-total')).toBe('$9.01');
  });

  it('reads 0:30:00 and $108.17 exactly 1,800 s after Start', () => {
    renderAt();
    wait(123);
    press('Start');
    tickAt(1_800_000, '0:29:59', '0:30:00');
    // $0.0600962 × 1,800 = $108.17
    expect(text('meeting-total')).toBe('$108.17');
    expect(query().get('e')).toBe('1800');
  });

  it('pause and resume add up to the true running time, fractions of a second included', () => {
    renderAt();
    press('Start');
    wait(150_600);
    press('Pause');
    expect(elapsed()).toBe('0:02:30');
    // Paused: time passes, the stopwatch stays.
    wait(42_000);
    expect(elapsed()).toBe('0:02:30');
    press('Start');
    // 150.6 s + 0.4 s = 151 s of meeting.
    tickAt(400, '0:02:30', '0:02:31');
    // Four more short stretches of 0.7 s: 151 + 2.8 = 153.8 s.
    for (let i = 0; i < 4; i++) {
      press('Pause');
      wait(5_000);
      press('Start');
      wait(700);
    }
    expect(elapsed()).toBe('0:02:33');
    wait(200);
    expect(elapsed()).toBe('0:02:34');
    // The address keeps whole seconds.
    press('Pause');
    expect(query().get('e')).toBe('154');
  });

  it('a linked time resumes from that time and Reset zeroes it', () => {
    renderAt('?c=USD&e=1800');
    expect(elapsed()).toBe('0:30:00');
    press('Start');
    wait(60_000);
    expect(elapsed()).toBe('0:31:00');
    press('Reset');
    expect(elapsed()).toBe('0:00:00');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(query().get('e')).toBeNull();
  });
});
