import { UUID_PATTERN } from '@convene/contract';
import { sql, type SQL } from 'drizzle-orm';
import { interests } from '../../db/schema/index';

/*
 * The interests module's shared SQL pieces: what other modules' queries embed of an
 * interest. A leaf (tables and drizzle only, no module), so importing it never closes an
 * import cycle between modules that call each other's services.
 */

/**
 * The interest cards (`[{ id, name, slug }]`, by name; `[]` when none) of the interest
 * ids that the subquery `interestIds` selects, as one JSON value.
 */
export function interestCardsJson(interestIds: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'slug', i.slug) order by i.name)
      from ${interests} i where i.id in (${interestIds})), '[]'::json)`;
}

/**
 * The id of the organization's interest named by `key` — its id or its slug — as a
 * subquery (no row when there is none): what another module filters its rows by.
 */
export function interestIdByKeySql(organizationId: string, key: string): SQL {
  const byId = UUID_PATTERN.test(key);
  return sql`select i.id from ${interests} i where i.organization_id = ${organizationId}::uuid
    and ${byId ? sql`i.id = ${key}::uuid` : sql`i.slug = ${key.toLowerCase()}`}`;
}
