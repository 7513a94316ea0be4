import { MESSAGES } from '@convene/contract';
import { AppError } from './app-error';

/**
 * PostgreSQL cannot store a NUL byte in text, and an unpaired UTF-16 surrogate cannot be
 * encoded as UTF-8 (for the database, mail or JSON to other clients). Both are refused at
 * the input boundary, for every route, with the field named.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** The dotted path of the first string in `value` that cannot be stored, if any. */
export function findUnstorableText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const keyPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return keyPath;
    const found = findUnstorableText(item, keyPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Throws the 400 that names the first unstorable string among the request's parts
 * (`{ params, query, body }`: the field is named without the part, as validation does).
 */
export function requireStorableInput(parts: Record<string, unknown>): void {
  for (const value of Object.values(parts)) {
    // A bad key may be part of the path: the answer shows it with U+FFFD in its place.
    const field = findUnstorableText(value, '')?.replaceAll('\u0000', '\uFFFD').toWellFormed();
    if (field !== undefined) {
      throw new AppError('VALIDATION', `${field || 'The request'} ${MESSAGES.unstorableText}`, {
        ...(field ? { field } : {}),
      });
    }
  }
}
