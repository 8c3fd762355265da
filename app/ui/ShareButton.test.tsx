import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareButton } from './ShareButton';
import { ToolActions } from './ToolActions';

const describedBy = (name: string | RegExp) => {
  const id = screen.getByRole('button', { name }).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('the note beside Share and Permalink', () => {
  it('ShareButton says its note as plain text and is described by it', () => {
    render(<ShareButton title="T" note="Links include the text you entered." />);
    expect(screen.getByTestId('link-note').tagName).toBe('P');
    expect(describedBy('Share')).toBe('Links include the text you entered.');
  });

  it('ToolActions says it once, below Share and Permalink, both described by it', () => {
    render(<ToolActions title="T" summary="S" note="The Wi-Fi password is not included in links." />);
    expect(screen.getAllByTestId('link-note')).toHaveLength(1);
    expect(describedBy('Share')).toBe('The Wi-Fi password is not included in links.');
    expect(describedBy('Permalink')).toBe('The Wi-Fi password is not included in links.');
    expect(describedBy('Copy summary')).toBeNull();
  });
});
