import type { RequestContext } from '../context';
import { ExpiringMemo } from '../lib/expiring-memo';

/** A kind of shared view, named for the key and typed for its values. */
export interface SharedViewKind<V> {
  readonly name: string;
  /** Never set: it carries the values' type. */
  readonly value?: V;
}

export function sharedViewKind<V>(name: string): SharedViewKind<V> {
  return { name };
}

/**
 * At most this many views are kept on a node, the oldest going first. An event's page is
 * 5-20 KB as objects, so a client that walks every event of a large catalogue makes a node
 * keep a few MB at most.
 */
const VIEW_LIMIT = 500;

/** What a view's key is made of: the request's organization and its data versions. */
type ViewReader = Pick<RequestContext, 'scope' | 'versions'>;

/**
 * Views of an organization's data that read the same whoever asks (an event's page without
 * the viewer's own marks), kept on this node for a few seconds under the organization's data
 * version (decision 0078). Every API write moves the version on before its answer leaves
 * (tenancy/data-versions.ts), so a view read after a write is never one built before it;
 * what changes with time alone (an event that has just ended) shows within the interval,
 * as it does in the anonymous answers (lib/anonymous-answers.ts). Concurrent misses of a
 * view build it once.
 *
 * A view holds no viewer's data and is answered only after the reader's own access check:
 * the reader's marks are read for each request and laid over a copy.
 */
export class SharedViews {
  private readonly memo: ExpiringMemo<unknown>;

  /**
   * `pool`: the database handle requests read from (`services.db`). A request's context whose
   * `db` is another (a transaction's) neither reads nor builds views: what a transaction
   * reads may not be committed, and may never be.
   */
  constructor(
    ttlMs: number,
    private readonly pool: unknown,
  ) {
    this.memo = new ExpiringMemo<unknown>(ttlMs, VIEW_LIMIT);
  }

  /** Whether a request reading from `db` may use the views. */
  readsFrom(db: unknown): boolean {
    return db === this.pool;
  }

  private async keyPrefix(ctx: ViewReader, kind: SharedViewKind<unknown>): Promise<string> {
    const organizationId = ctx.scope.organizationId;
    const version = await ctx.versions.current(organizationId);
    return `${organizationId}\u0000${version}\u0000${kind.name}\u0000`;
  }

  async read<V>(
    ctx: ViewReader,
    kind: SharedViewKind<V>,
    id: string,
    load: () => Promise<V>,
  ): Promise<V> {
    return this.memo.get((await this.keyPrefix(ctx, kind)) + id, load) as Promise<V>;
  }

  /** As `read` for each of `ids`: the ones not kept are built by one call of `loadMissing`. */
  async readMany<V>(
    ctx: ViewReader,
    kind: SharedViewKind<V>,
    ids: readonly string[],
    loadMissing: (ids: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  ): Promise<(V | undefined)[]> {
    const prefix = await this.keyPrefix(ctx, kind);
    const missing: string[] = [];
    let loaded: Promise<ReadonlyMap<string, V>> | undefined;
    const values = ids.map((id) =>
      this.memo.get(prefix + id, () => {
        missing.push(id);
        // Started once every id of the page has been looked up.
        loaded ??= Promise.resolve().then(() => loadMissing(missing));
        return loaded.then((found) => found.get(id));
      }),
    );
    return (await Promise.all(values)) as (V | undefined)[];
  }
}

/** The views a request may use: none outside API requests (jobs, the seed) or in a transaction. */
function viewsOf(ctx: RequestContext): SharedViews | undefined {
  return ctx.sharedViews?.readsFrom(ctx.db) ? ctx.sharedViews : undefined;
}

/**
 * The view `id` of `kind` as this node keeps it for the request's organization, or built by
 * `load` (and kept). Outside API requests (jobs, the seed) and inside a transaction nothing
 * is kept: it is built.
 */
export function sharedView<V>(
  ctx: RequestContext,
  kind: SharedViewKind<V>,
  id: string,
  load: () => Promise<V>,
): Promise<V> {
  const views = viewsOf(ctx);
  return views ? views.read(ctx, kind, id, load) : load();
}

/**
 * A list's items: for each of `rows` (the reader's page, with their marks), its view of
 * `kind` as `sharedView` reads one, the ones not kept built by one call of `loadMissing`,
 * with the row laid over it by `overlay`. A row whose view `loadMissing` does not answer
 * (deleted between the two reads) is left out.
 */
export async function sharedViewsOf<Row extends { id: string }, V, T>(
  ctx: RequestContext,
  kind: SharedViewKind<V>,
  rows: readonly Row[],
  loadMissing: (ids: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  overlay: (view: V, row: Row) => T,
): Promise<T[]> {
  const ids = rows.map((row) => row.id);
  const shared = viewsOf(ctx);
  const views = shared
    ? await shared.readMany(ctx, kind, ids, loadMissing)
    : await loadMissing(ids).then((found) => ids.map((id) => found.get(id)));
  return rows.flatMap((row, index) => {
    const view = views[index];
    return view === undefined ? [] : [overlay(view, row)];
  });
}
