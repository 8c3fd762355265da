import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, inputClass } from './Field';

/**
 * A labelled multi-line text box (monospace with `mono`). Its own module, outside the frame
 * chunk: only the text and developer tools load it.
 */
export function TextAreaField({
  label,
  hint,
  onValue,
  className = '',
  mono = false,
  value,
  rows = 6,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  mono?: boolean;
  onValue: (value: string) => void;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <textarea
        id={id}
        rows={rows}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${inputClass} resize-y ${mono ? 'font-mono text-sm' : ''}`}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        {...props}
      />
    </FieldFrame>
  );
}
