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

/**
 * How deep a request's values may nest, and how many values one may hold (decision 0052).
 * No route takes more than a handful of levels; a deeper body would only reach code that
 * recurses (schema validation, our own walks) and overflow its stack. The walk below is
 * iterative, so it stops such a body with a 400 however deep it goes.
 */
export const MAX_INPUT_DEPTH = 64;
export const MAX_INPUT_VALUES = 100_000;

/** What is wrong with a value: a string that cannot be stored (at `path`), or its shape. */
export type InputProblem =
  { kind: 'unstorable'; path: string } | { kind: 'tooDeep' } | { kind: 'tooManyValues' };

/** A value still to walk, or a key to check before its value (`key` set). */
interface Pending {
  value: unknown;
  path: string;
  depth: number;
  key?: string;
}

/**
 * Whether `value` is an object of storable keys whose values are storable strings or
 * scalars (a request's params, query and headers, most bodies' top level are): what the walk
 * below would pass, checked without building its queue and paths on every request.
 */
function isFlatAndStorable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length > MAX_INPUT_VALUES) return false;
  for (const key of keys) {
    if (!isStorableText(key)) return false;
    const child = (value as Record<string, unknown>)[key];
    if (
      typeof child === 'string'
        ? !isStorableText(child)
        : typeof child === 'object' && child !== null
    )
      return false;
  }
  return true;
}

/**
 * The first problem of `value`, walking it depth first in document order without recursion:
 * an unstorable string or key (its dotted path), more than MAX_INPUT_DEPTH levels, or more
 * than MAX_INPUT_VALUES values.
 */
export function findInputProblem(value: unknown, path = ''): InputProblem | undefined {
  if (isFlatAndStorable(value)) return undefined;
  const pending: Pending[] = [{ value, path, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value: current, path: at, depth, key } = pending.pop()!;
    if (key !== undefined) {
      if (!isStorableText(key)) return { kind: 'unstorable', path: at };
      continue;
    }
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { kind: 'unstorable', path: at };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'tooDeep' };
    const keys = Array.isArray(current) ? null : Object.keys(current);
    const count = keys ? keys.length : (current as unknown[]).length;
    values += count;
    if (values > MAX_INPUT_VALUES) return { kind: 'tooManyValues' };
    // Last child first, so that the first is taken next; an object's key before its value.
    for (let index = count - 1; index >= 0; index -= 1) {
      const name = keys ? keys[index]! : String(index);
      const childPath = at ? `${at}.${name}` : name;
      const child = keys
        ? (current as Record<string, unknown>)[name]
        : (current as unknown[])[index];
      pending.push({ value: child, path: childPath, depth: depth + 1 });
      if (keys) pending.push({ value: undefined, path: childPath, depth, key: name });
    }
  }
  return undefined;
}

/** The dotted path of the first string in `value` that cannot be stored, if any. */
export function findUnstorableText(value: unknown, path: string): string | undefined {
  const problem = findInputProblem(value, path);
  return problem?.kind === 'unstorable' ? problem.path : undefined;
}

/**
 * Throws the 400 that names the first unstorable string among the request's parts
 * (`{ params, query, body }`: the field is named without the part, as validation does),
 * or names the part (`body`) when it nests too deeply or holds too many values.
 */
export function requireStorableInput(parts: Record<string, unknown>): void {
  for (const [part, value] of Object.entries(parts)) {
    const problem = findInputProblem(value);
    if (!problem) continue;
    if (problem.kind === 'tooDeep') {
      throw new AppError(
        'VALIDATION',
        `${MESSAGES.bodyTooDeep} (at most ${MAX_INPUT_DEPTH} levels)`,
        { field: part },
      );
    }
    if (problem.kind === 'tooManyValues') {
      throw new AppError(
        'VALIDATION',
        `${MESSAGES.bodyTooManyValues} (at most ${MAX_INPUT_VALUES})`,
        { field: part },
      );
    }
    // A bad key may be part of the path: the answer shows it with U+FFFD in its place.
    const field = problem.path.replaceAll('\u0000', '\uFFFD').toWellFormed();
    throw new AppError('VALIDATION', `${field || 'The request'} ${MESSAGES.unstorableText}`, {
      ...(field ? { field } : {}),
    });
  }
}
