import { ApiError } from '@convene/client';

/**
 * The field errors of a failed write, by the field's name in the form: a body that wraps
 * what it writes (`{session: {…}}`) drops the wrapper (`session.startTime` → `startTime`),
 * and a path keeps its first part (`choices.1.value` → `choices`). The first error of a
 * field wins.
 */
export function fieldErrorsOf(error: unknown, wrappers: ReadonlySet<string>): Map<string, string> {
  const byField = new Map<string, string>();
  if (!(error instanceof ApiError)) return byField;
  const errors = error.errors.length
    ? error.errors
    : error.field
      ? [{ field: error.field, message: error.message }]
      : [];
  for (const { field, message } of errors) {
    const parts = field.split('.');
    const name = (wrappers.has(parts[0] ?? '') ? parts[1] : parts[0]) ?? field;
    if (!byField.has(name)) byField.set(name, message);
  }
  return byField;
}
