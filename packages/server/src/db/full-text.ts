import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/*
 * Full-text search on PostgreSQL (decision 0070), the same on the embedded engines (PGlite,
 * the embedded server) and on PostgreSQL: no extension, no other service.
 *
 * A searchable table has one GIN expression index on its document, `searchDocument(...)`:
 * its title weighted A and its text weighted B, lower-cased by the `simple` configuration
 * (no stemming, no stop words), so the one index serves every language. A search stems the
 * viewer's words with their language's Snowball dictionary and looks each word up as a
 * prefix, both as typed and as stemmed: "running" finds "runner", a Spanish reader's
 * "cocinando" finds "cocina", and a half-typed word already finds its matches.
 */

/** How much a part of a document counts: the title (A) over the text (B). */
export type SearchWeight = 'A' | 'B';

const SIMPLE = sql.raw(`'simple'::regconfig`);
/** The white space a summary is trimmed of. */
const BLANKS = sql.raw(`E' \\t\\r\\n'`);

/**
 * The document a table is searched by: each part lower-cased into lexemes and weighted.
 * The schema's index and every query build it with this one function, so that PostgreSQL
 * matches the query's expression to the index.
 */
export function searchDocument(parts: readonly (readonly [AnyColumn | SQL, SearchWeight])[]): SQL {
  const weighted = sql.join(
    parts.map(
      ([part, weight]) =>
        sql`setweight(to_tsvector(${SIMPLE}, coalesce(${part}, '')), ${sql.raw(`'${weight}'`)})`,
    ),
    sql` || `,
  );
  // Parenthesized: an index on an expression that is not a function call needs them.
  return sql`(${weighted})`;
}

/** PostgreSQL's Snowball stemmers, by the language of a locale ("es-MX" → Spanish). */
const STEMMERS: Readonly<Record<string, string>> = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nl: 'dutch',
  no: 'norwegian',
  nb: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
};

/**
 * The text search configuration of a locale: its language's ('english', 'spanish' …), or
 * 'simple' (words as written) for languages PostgreSQL has no stemmer for, Japanese included.
 */
export function searchConfiguration(locale: string): string {
  return STEMMERS[locale.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 'simple';
}

/** The words of a search: letters and digits, lower-cased, at most `max`, each once. */
export function searchWords(text: string, max: number): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 64)))].slice(0, max);
}

/**
 * The query of `words` in the viewer's configuration, as SQL yielding its text: every word
 * must match, as a prefix of a lexeme, either as typed or as its stem. Words hold letters
 * and digits only (`searchWords`), so the query's syntax cannot be broken by them.
 */
export function searchQuerySql(words: readonly string[], configuration: string): SQL {
  const dictionary = configuration === 'simple' ? null : `${configuration}_stem`;
  const terms = words.map((word) => {
    const typed = sql`to_tsquery(${SIMPLE}, ${`${word}:*`})`;
    if (!dictionary) return typed;
    const stem = sql`(ts_lexize(${dictionary}::regdictionary, ${word}))[1]`;
    return sql`(${typed} || coalesce(to_tsquery(${SIMPLE}, ${stem} || ':*'), ${typed}))`;
  });
  return sql`(${sql.join(terms, sql` && `)})::text`;
}

/**
 * The query of `words` for a reader of `locale`, prepared once per search (`searchQuerySql`)
 * so that each kind's statement gets it as a constant the planner can match to the index.
 */
export async function prepareSearchQuery(
  db: Executor,
  words: readonly string[],
  locale: string,
): Promise<string> {
  // Both drivers answer `{ rows }` (node-postgres and PGlite).
  const result = (await db.execute(
    sql`select ${searchQuerySql(words, searchConfiguration(locale))} as query`,
  )) as unknown as { rows: { query: string }[] };
  return result.rows[0]?.query ?? '';
}

/** A document matches the prepared query (the text `searchQuerySql` answered). */
export function matchesSql(document: SQL, query: string): SQL<boolean> {
  return sql<boolean>`(${document}) @@ ${query}::tsquery`;
}

/** The document's rank for the query: a title match (A) above a text match (B). */
export function rankSql(document: SQL, query: string): SQL<number> {
  return sql<number>`ts_rank(${document}, ${query}::tsquery)::float8`;
}

/**
 * A short passage of `text` around the words found (at most about 30 words), from the
 * start of a word to the end of one, with an ellipsis where it leaves out words before or
 * after it — "…harbour. Crews of four…" — and the whole text when it is that short.
 * `ts_headline` copies the passage from the text as it stands, so where the passage stands
 * in the text tells what it leaves out; it may start or end inside a word ("side" of
 * "harbour-side", "stay" of "stay."), which the rest of that word then completes. The
 * passage is computed once a row (`offset 0` keeps the planner from inlining it into each
 * use) and, costly as it is, only for the rows returned (PostgreSQL computes such a column
 * after the sort and the limit).
 */
export function summarySql(text: AnyColumn | SQL, query: string): SQL<string> {
  const passage = sql`ts_headline(${SIMPLE}, summary_text.whole, ${query}::tsquery,
    'StartSel="",StopSel="",MaxWords=30,MinWords=12,ShortWord=2')`;
  return sql<string>`(select case when found.at = 0 then btrim(summary.passage, ${BLANKS}) else
      case when left(summary_text.whole, found.at - 1 - length(word.head)) ~ '[[:alnum:]]'
        then '…' else '' end
      || btrim(word.head || summary.passage || word.tail, ${BLANKS})
      || case when substr(summary_text.whole, found.at + length(summary.passage) + length(word.tail))
        ~ '[[:alnum:]]' then '…' else '' end
    end
    from (select coalesce(${text}, '') as whole) as summary_text,
      lateral (select ${passage} as passage offset 0) as summary,
      lateral (select strpos(summary_text.whole, summary.passage) as at) as found,
      lateral (select
        case when summary.passage ~ '^\\S'
          then coalesce(substring(left(summary_text.whole, found.at - 1) from '\\S+$'), '')
          else '' end as head,
        case when summary.passage ~ '\\S$'
          then coalesce(substring(substr(summary_text.whole, found.at + length(summary.passage))
            from '^\\S+'), '')
          else '' end as tail) as word)`;
}
