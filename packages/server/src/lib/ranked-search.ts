import type { SearchHit, SearchType } from '@convene/contract';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { matchesSql, rankSql, summarySql } from '../db/full-text';

/*
 * One kind's statement of the platform's search (decision 0070): the rows of `table` the
 * caller may see whose document matches, best first, with each hit's summary and the total.
 */

/** A search in one kind: the prepared full-text query, and how many hits. */
export interface SearchRequest {
  /** The query's text (db/full-text.ts `searchQuerySql`), cast to tsquery where used. */
  query: string;
  limit: number;
}

/** The best `limit` hits of one kind, and how many match in all. */
export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
}

export interface RankedSearch {
  table: PgTable;
  /** Another table the hit or the visibility needs, joined on `on`. */
  join?: { table: PgTable; on: SQL };
  /** The table's search document (`searchDocument`), the one its index is built on. */
  document: SQL;
  hit: {
    id: PgColumn;
    key: PgColumn;
    parentKey?: PgColumn;
    title: PgColumn | SQL<string>;
    /** The text the summary is cut from. */
    text: PgColumn | SQL;
    image: PgColumn;
  };
  /** What the caller's own list of the kind would show them (organization included). */
  visible: SQL | undefined;
  /** The order among hits of equal rank. */
  then: SQL | PgColumn;
}

interface RankedRow extends Omit<SearchHit, 'type' | 'parentKey'> {
  parentKey: string | null;
  total: number;
}

export async function rankedSearch(
  db: Executor,
  type: SearchType,
  search: RankedSearch,
  { query, limit }: SearchRequest,
): Promise<SearchAnswer> {
  const { hit, document } = search;
  const rank = rankSql(document, query);
  let statement = db
    .select({
      id: hit.id,
      key: hit.key,
      parentKey: hit.parentKey ?? sql<null>`null`,
      title: hit.title,
      summary: summarySql(hit.text, query),
      image: hit.image,
      rank,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(search.table)
    .$dynamic();
  if (search.join) statement = statement.innerJoin(search.join.table, search.join.on);
  const rows = (await statement
    .where(and(search.visible, matchesSql(document, query)))
    .orderBy(desc(rank), search.then)
    // The selection's row type is lost to the generic columns; it is this one.
    .limit(limit)) as unknown as RankedRow[];
  return {
    hits: rows.map(({ total: _total, ...row }): SearchHit => ({ type, ...row })),
    total: rows[0]?.total ?? 0,
  };
}
