import type { Module } from '@convene/contract';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../context';
import type { RankedSearch } from '../../lib/ranked-search';
import type { SearchSource } from '../seams';

/*
 * What every kind's search source has in common (decision 0070): its table, whose rows
 * are found by `id` and shown with their `image`, and the document its index is built on.
 * The module names the rest for the caller: how a hit is addressed and titled, what its
 * summary is cut from and, its own rules, what the caller may see.
 */

/** A searchable table: each hit is its row's `id`, shown with its `image`. */
type SearchableTable = PgTable & { id: PgColumn; image: PgColumn };

/** A kind's statement for one caller, less what `searchSource` takes from its table. */
export interface SearchStatement extends Pick<RankedSearch, 'join' | 'visible' | 'then'> {
  key: RankedSearch['hit']['key'];
  parentKey?: RankedSearch['hit']['parentKey'];
  title: RankedSearch['hit']['title'];
  text: RankedSearch['hit']['text'];
}

/** The search source of `module`'s `table`, searched by `document` (its index's). */
export function searchSource(
  module: Module,
  table: SearchableTable,
  document: SQL,
  statement: (ctx: RequestContext) => SearchStatement,
): SearchSource {
  return {
    module,
    statement: (ctx) => {
      const { join, visible, then, ...hit } = statement(ctx);
      return {
        table,
        join,
        document,
        hit: { id: table.id, image: table.image, ...hit },
        visible,
        then,
      };
    },
  };
}
