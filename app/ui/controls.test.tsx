import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '~/lib/locale';
import { Checkbox } from './Checkbox';
import { NumberField, stepValue, TextField } from './Field';
import { Figure } from './Figure';
import { ResultPanel } from './ResultPanel';
import { Select } from './Select';
import { Slider } from './Slider';
import { SiteWords } from '~/test/page';

function ControlledNumber(props: { min?: number; max?: number; step?: number; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <NumberField label="Amount" unit="kg" value={value} onValue={setValue} {...props} />
      <output data-testid="held">{value}</output>
    </>
  );
}

function ControlledNumberText() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField number label="Number" value={value} onValue={setValue} />
      <button onClick={() => setValue('-42.5')}>Set</button>
      <output data-testid="held">{value}</output>
    </>
  );
}

afterEach(() => setPageLocale('en'));

describe('NumberField', () => {
  it('is labelled, shows its unit and keeps the typed text', () => {
    render(<ControlledNumber />, { wrapper: SiteWords });
    const box = screen.getByLabelText('Amount');
    fireEvent.change(box, { target: { value: '1,234.5' } });
    expect(box).toHaveProperty('value', '1,234.5');
    expect(screen.getByText('kg')).toBeInTheDocument();
  });
  it('steps with the arrow keys within min and max, without float noise', () => {
    render(<ControlledNumber min={0} max={1} step={0.1} initial="0.2" />, { wrapper: SiteWords });
    const box = screen.getByLabelText('Amount');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveProperty('value', '0.3');
    for (let i = 0; i < 20; i++) fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveProperty('value', '1');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveProperty('value', '0.9');
  });
  it('says so inline when the value is out of range, and marks the box invalid', () => {
    render(<ControlledNumber min={1} max={10} initial="12" />, { wrapper: SiteWords });
    const box = screen.getByLabelText('Amount');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a value from 1 to 10.')).toBeInTheDocument();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(box, { target: { value: '5' } });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a value from 1 to 10.')).toBeNull();
  });
  it("on a German page shows and reads the page's decimal comma, and holds the machine form", () => {
    setPageLocale('de');
    render(<ControlledNumber initial="12.5" />, { wrapper: SiteWords });
    const box = screen.getByLabelText('Amount');
    const held = screen.getByTestId('held');
    expect(box).toHaveProperty('value', '12,5');
    fireEvent.change(box, { target: { value: '1.234,' } });
    // What is being typed stays on screen; the value is already the number it reads.
    expect(box).toHaveProperty('value', '1.234,');
    expect(held.textContent).toBe('1234');
    fireEvent.change(box, { target: { value: '1.234,5' } });
    expect(held.textContent).toBe('1234.5');
    fireEvent.blur(box);
    expect(box).toHaveProperty('value', '1234,5');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveProperty('value', '1235,5');
    expect(held.textContent).toBe('1235.5');
  });
  it('a number TextField keeps every digit, and shows a value set from outside at once', () => {
    setPageLocale('fr');
    render(<ControlledNumberText />, { wrapper: SiteWords });
    const box = screen.getByLabelText('Number');
    const held = screen.getByTestId('held');
    fireEvent.change(box, { target: { value: '1 234 567 890 123 456,78' } });
    expect(held.textContent).toBe('1234567890123456.78');
    expect(box).toHaveProperty('value', '1 234 567 890 123 456,78');
    fireEvent.click(screen.getByText('Set'));
    expect(box).toHaveProperty('value', '-42,5');
  });
  it('stepValue rounds to the step and clamps', () => {
    expect(stepValue(0.1, 0.2)).toBe(0.3);
    expect(stepValue(5, -1, 0)).toBe(4);
    expect(stepValue(0, -1, 0)).toBe(0);
  });
});

describe('Select', () => {
  it('hands back the typed value of the chosen option', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Decimals"
        value={2}
        options={[
          { value: 2, label: 'Two' },
          { value: 3, label: 'Three' },
        ]}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('Decimals'), { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith(3);
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox, or a switch', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Include end date" checked={false} onChange={onChange} />, { wrapper: SiteWords });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include end date' }));
    expect(onChange).toHaveBeenCalledWith(true);
    render(<Checkbox asSwitch label="Show password" checked onChange={() => {}} />, { wrapper: SiteWords });
    expect(screen.getByRole('switch', { name: 'Show password' })).toHaveProperty('checked', true);
  });
});

describe('Slider', () => {
  it('shows its value in an editable box; a typed value is clamped and applied on Enter', () => {
    const onChange = vi.fn();
    render(<Slider label="Tip" unit="%" min={0} max={40} step={0.5} value={18} onChange={onChange} />, {
      wrapper: SiteWords,
    });
    expect(screen.getByRole('slider', { name: 'Tip' })).toHaveProperty('value', '18');
    const box = screen.getByRole('textbox', { name: 'Tip (%)' });
    expect(box).toHaveProperty('value', '18');
    fireEvent.change(box, { target: { value: '55' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(40);
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '20.5' } });
    expect(onChange).toHaveBeenLastCalledWith(20.5);
  });
});

describe('ResultPanel', () => {
  it('announces a one-line summary, not the whole panel', () => {
    render(
      <ResultPanel summary="15% of 200 = 30.00">
        <p>30.00</p>
        <button type="button">Copy</button>
      </ResultPanel>,
      { wrapper: SiteWords },
    );
    expect(screen.getByRole('status').textContent).toBe('15% of 200 = 30.00');
    expect(screen.getByRole('region', { name: 'Result' }).getAttribute('aria-live')).toBeNull();
  });
  it('announces an error once, through its alert only', () => {
    render(<ResultPanel error="Invalid date" summary="ignored" />, { wrapper: SiteWords });
    expect(screen.getByRole('alert').textContent).toBe('Invalid date');
    expect(screen.getByRole('status').textContent).toBe('');
  });
  it('shows the intro when there is no result, and reserves room when asked', () => {
    render(<ResultPanel intro="Type a number" minHeight="10rem" />, { wrapper: SiteWords });
    expect(screen.getByText('Type a number')).toBeInTheDocument();
    expect(screen.getByRole('region').style.minHeight).toBe('10rem');
  });

  type Answer = { total: number; summary: string } | { error: string } | null;
  const panel = (result: Answer, summary?: (value: { total: number }) => string) => (
    <ResultPanel result={result} intro="Enter a bill" summary={summary}>
      {(value) => <p>Total {value.total}</p>}
    </ResultPanel>
  );
  it('given a result: the intro for none, the message for a failure, the value through its function', () => {
    const { rerender } = render(panel(null));
    expect(screen.getByText('Enter a bill')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    rerender(panel({ error: 'Enter a bill above 0' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a bill above 0');
    expect(screen.queryByText(/Total/)).toBeNull();

    rerender(panel({ total: 42, summary: 'Total 42.00' }));
    expect(screen.getByText('Total 42')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Enter a bill')).toBeNull();
    // The value's own summary is announced unless the panel is given one.
    expect(screen.getByRole('status')).toHaveTextContent('Total 42.00');
    rerender(panel({ total: 42, summary: 'Total 42.00' }, (value) => `Pay ${value.total}`));
    expect(screen.getByRole('status')).toHaveTextContent('Pay 42');
  });
});

describe('Figure', () => {
  it('lets a long figure wrap only after a group separator', () => {
    const { container } = render(<Figure value="1,234,567.89" />, { wrapper: SiteWords });
    expect(container.textContent).toBe('1,234,567.89');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(container.innerHTML).toContain('1,<wbr>234,<wbr>567.89');
  });
});
