import { describe, expect, it } from 'vitest';
import { localDataVersions } from './data-versions';
import type { RequestContext } from '../context';
import { SharedViews, sharedView, sharedViewKind } from './shared-views';

const PAGES = sharedViewKind<string>('page');
const CARDS = sharedViewKind<string>('card');
/** The database handle the views serve (any object: they only compare it). */
const POOL = { handle: 'pool' };

/** A reader of one organization, with the data versions every request of a node shares. */
function readers() {
  const versions = localDataVersions();
  const of = (organizationId: string) => ({ scope: { organizationId }, versions });
  return { versions, harbor: of('harbor'), quay: of('quay') };
}

/** A loader that counts its calls and answers `value` and the call's number. */
function counting(value: string) {
  let calls = 0;
  return {
    load: async () => `${value} ${++calls}`,
    get calls() {
      return calls;
    },
  };
}

describe('shared views', () => {
  it('keeps a view per organization and kind until the data version moves on', async () => {
    const views = new SharedViews(60_000, POOL);
    const { versions, harbor, quay } = readers();
    const page = counting('page');
    expect(await views.read(harbor, PAGES, 'a', page.load)).toBe('page 1');
    expect(await views.read(harbor, PAGES, 'a', page.load)).toBe('page 1');
    expect(await views.read(quay, PAGES, 'a', page.load)).toBe('page 2');
    expect(await views.read(harbor, CARDS, 'a', page.load)).toBe('page 3');
    await versions.bump('harbor');
    expect(await views.read(harbor, PAGES, 'a', page.load)).toBe('page 4');
    expect(await views.read(quay, PAGES, 'a', page.load)).toBe('page 2');
  });

  it('builds a view once for concurrent readers, and forgets a failed build', async () => {
    const views = new SharedViews(60_000, POOL);
    const { harbor } = readers();
    const page = counting('page');
    const [first, second] = await Promise.all([
      views.read(harbor, PAGES, 'a', page.load),
      views.read(harbor, PAGES, 'a', page.load),
    ]);
    expect([first, second, page.calls]).toEqual(['page 1', 'page 1', 1]);
    const failing = () => Promise.reject(new Error('database down'));
    await expect(views.read(harbor, PAGES, 'b', failing)).rejects.toThrow('database down');
    expect(await views.read(harbor, PAGES, 'b', page.load)).toBe('page 2');
  });

  it('neither keeps nor reads a view for a request in a transaction', async () => {
    const pool = { handle: 'pool' };
    const transaction = { handle: 'transaction' };
    const views = new SharedViews(60_000, pool);
    const { harbor } = readers();
    const request = (db: unknown) =>
      ({ ...harbor, db, sharedViews: views }) as unknown as RequestContext;
    const page = counting('page');
    expect(await sharedView(request(pool), PAGES, 'a', page.load)).toBe('page 1');
    expect(await sharedView(request(transaction), PAGES, 'a', page.load)).toBe('page 2');
    expect(await sharedView(request(pool), PAGES, 'a', page.load)).toBe('page 1');
    expect(await sharedView(request(transaction), PAGES, 'b', page.load)).toBe('page 3');
    expect(await sharedView(request(pool), PAGES, 'b', page.load)).toBe('page 4');
  });

  it('keeps a view no longer than its time', async () => {
    const views = new SharedViews(20, POOL);
    const { harbor } = readers();
    const page = counting('page');
    await views.read(harbor, PAGES, 'a', page.load);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await views.read(harbor, PAGES, 'a', page.load)).toBe('page 2');
  });

  it('reads the views of a list in one call for the ones not kept, in the list’s order', async () => {
    const views = new SharedViews(60_000, POOL);
    const { harbor } = readers();
    const asked: string[][] = [];
    const loadMissing = async (ids: readonly string[]) => {
      asked.push([...ids]);
      // 'gone' was deleted meanwhile: no view for it.
      return new Map(ids.filter((id) => id !== 'gone').map((id) => [id, `card ${id}`]));
    };
    expect(await views.readMany(harbor, CARDS, ['a', 'b'], loadMissing)).toEqual([
      'card a',
      'card b',
    ]);
    expect(await views.readMany(harbor, CARDS, ['c', 'b', 'gone', 'a'], loadMissing)).toEqual([
      'card c',
      'card b',
      undefined,
      'card a',
    ]);
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'gone'],
    ]);
  });
});
