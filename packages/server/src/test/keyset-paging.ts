import { expect } from 'vitest';
import type { TestApp } from './harness';

/**
 * Test support for keyset lists (lib/keyset.ts): read a list to its end by following the
 * envelope's cursor, with something happening between two page reads, and check that
 * every item that was there before shows exactly once, in the list's order.
 */

interface ListBody {
  data: { id?: string; accountId?: string; group?: { id: string } }[];
  cursor?: string | null;
}

/** The item's identity: its id, or a membership's account (a group's members) or group (self). */
export type ItemKey = (item: ListBody['data'][number]) => string;
export const byId: ItemKey = (item) => item.id!;

/** `url` (with its query, without `cursor`) read once: the keys of its items and its cursor. */
export async function readPage(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  key: ItemKey = byId,
): Promise<{ keys: string[]; cursor: string | null | undefined }> {
  const response = await t.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as ListBody;
  return { keys: body.data.map(key), cursor: body.cursor };
}

/**
 * Reads `url` page by page by cursor to the end, running `between` after every page read
 * but the last; the keys in the order read.
 */
export async function readByCursor(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  options: { key?: ItemKey; between?: () => Promise<unknown> } = {},
): Promise<string[]> {
  const separator = url.includes('?') ? '&' : '?';
  let page = await readPage(t, headers, url, options.key);
  const seen = [...page.keys];
  for (let reads = 0; page.cursor; reads += 1) {
    if (reads > 200) throw new Error(`${url}: the cursor never ends`);
    await options.between?.();
    page = await readPage(
      t,
      headers,
      `${url}${separator}cursor=${encodeURIComponent(page.cursor)}`,
      options.key,
    );
    seen.push(...page.keys);
  }
  expect(page.cursor, 'the last page ends the list').toBeNull();
  return seen;
}

/** `page` keeps working on `path` (page 2 of 3 is the 4th to 6th item), and its cursor continues after it. */
export async function expectPageThenCursor(
  t: TestApp,
  headers: Record<string, string>,
  path: string,
): Promise<void> {
  const all = (await readPage(t, headers, `${path}?pageSize=100`)).keys;
  expect(all.length).toBeGreaterThanOrEqual(9);
  const second = await readPage(t, headers, `${path}?pageSize=3&page=2`);
  expect(second.keys).toEqual(all.slice(3, 6));
  const cursor = encodeURIComponent(second.cursor!);
  const third = await readPage(t, headers, `${path}?pageSize=3&cursor=${cursor}`);
  expect(third.keys).toEqual(all.slice(6, 9));
}

/** Every key of `before` (the list read whole before) shows once in `seen`, in its order. */
export function expectEachOnceInOrder(seen: string[], before: string[]): void {
  expect(new Set(seen).size, `repeated: ${seen.join(', ')}`).toBe(seen.length);
  const existing = new Set(before);
  expect(seen.filter((key) => existing.has(key))).toEqual(before);
}

type QueryClient = { query: (...args: unknown[]) => unknown };

/**
 * What the database client was asked while `run` ran: each query's SQL text and, for a
 * prepared statement, its name (node-postgres prepares a named statement once per connection).
 */
export async function queriesDuring(
  t: TestApp,
  run: () => Promise<unknown>,
): Promise<{ text: string; name?: string }[]> {
  const client = (t.runtime.services.db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  const queries: { text: string; name?: string }[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string; name?: string };
    queries.push(typeof first === 'string' ? { text: first } : first);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return queries.map(({ text, name }) => ({ text, ...(name ? { name } : {}) }));
}
