/**
 * A logic result that failed, with a message for the visitor. Tools' logic returns a value, a
 * failure or null (nothing to show yet); the page shows the error or the value, never both.
 * Logic speaks no language: `error` is the key of the message in the tool's catalogue
 * (`Failure<keyof typeof en>` lets the compiler check it) and `values` fill its placeholders.
 */
export interface Failure<K extends string = string> {
  error: K;
  values?: Readonly<Record<string, string | number>>;
}

/** A failure with its message's key and placeholder values. */
export function fail<K extends string>(error: K, values?: Failure['values']): Failure<K> {
  return values ? { error, values } : { error };
}

function isFailure(result: object): result is Failure {
  return 'error' in result && typeof result.error === 'string';
}

/** The value when there is one, else null (no result, or a failure). */
export function okOf<R extends object>(result: R | null | undefined): Exclude<R, Failure> | null {
  return result && !isFailure(result) ? (result as Exclude<R, Failure>) : null;
}

/** The failure when there is one, else null. */
export function failureOf<R extends object>(result: R | null | undefined): Extract<R, Failure> | null {
  return result && isFailure(result) ? (result as Extract<R, Failure>) : null;
}

/** The failure's message key when there is one, else null. */
export function errorOf(result: object | null | undefined): string | null {
  return result && isFailure(result) ? result.error : null;
}
