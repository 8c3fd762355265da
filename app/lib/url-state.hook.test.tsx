import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { param, useUrlState } from './url-state';

const schema = { input: param.text(''), mode: param.oneOf(['toRoman', 'toNumber'] as const, 'toRoman') };

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useUrlState(schema), { wrapper });
}

describe('useUrlState', () => {
  it('reads the address, then writes changes with replaceState, omitting defaults', () => {
    const { result } = renderAt('/tool?input=MMXXIV&mode=toNumber&utm=x');
    const before = window.history.length;
    expect(result.current[0]).toEqual({ input: 'MMXXIV', mode: 'toNumber' });

    act(() => result.current[1]({ mode: 'toRoman', input: '1994' }));
    expect(result.current[0]).toEqual({ input: '1994', mode: 'toRoman' });
    expect(window.location.search).toBe('?input=1994&utm=x');
    expect(window.history.length).toBe(before);

    act(() => result.current[1]({ input: '' }));
    expect(window.location.search).toBe('?utm=x');
    expect(result.current[0]).toEqual({ input: '', mode: 'toRoman' });
  });

  it('ignores malformed values', () => {
    const { result } = renderAt('/tool?mode=sideways&input=%E0%A4%A');
    // Broken percent-encoding decodes to the replacement character instead of throwing.
    expect(result.current[0]).toEqual({ input: '\ufffd%A', mode: 'toRoman' });
  });
});
