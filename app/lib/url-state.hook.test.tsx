import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { param, useUrlState } from './url-state';

const schema = { input: param.text(''), mode: param.oneOf(['toRoman', 'toNumber'] as const, 'toRoman') };
let update: (patch: Partial<{ input: string; mode: 'toRoman' | 'toNumber' }>) => void = () => {};

function Probe() {
  const [state, setState] = useUrlState(schema);
  update = setState;
  return <output>{`${state.input}|${state.mode}`}</output>;
}

describe('useUrlState', () => {
  it('reads the address, then writes changes with replaceState, omitting defaults', () => {
    window.history.replaceState(null, '', '/tool?input=MMXXIV&mode=toNumber&utm=x');
    const before = window.history.length;
    render(
      <MemoryRouter initialEntries={['/tool?input=MMXXIV&mode=toNumber&utm=x']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('MMXXIV|toNumber');

    act(() => update({ mode: 'toRoman', input: '1994' }));
    expect(screen.getByRole('status').textContent).toBe('1994|toRoman');
    expect(window.location.search).toBe('?input=1994&utm=x');
    expect(window.history.length).toBe(before);

    act(() => update({ input: '' }));
    expect(window.location.search).toBe('?utm=x');
  });

  it('ignores malformed values', () => {
    render(
      <MemoryRouter initialEntries={['/tool?mode=sideways&input=%E0%A4%A']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('%E0%A4%A|toRoman');
  });
});
