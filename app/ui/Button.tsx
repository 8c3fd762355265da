import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

/**
 * The project's button: `btn` and a variant, drawn in app.css (component classes, so a page's
 * JavaScript carries two short names instead of the utilities; a caller's utilities still win).
 */
export function buttonClass(variant: Variant = 'secondary', extra = ''): string {
  return `btn btn-${variant} ${extra}`.trim();
}

export function Button({
  variant = 'secondary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A form's main button: it submits the form (Enter in a field presses it too). */
export function SubmitButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return <Button type="submit" variant="primary" {...props} />;
}
