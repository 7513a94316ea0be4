import { and, eq } from 'drizzle-orm';
import { groups, groupSearchDocument } from '../../db/schema/index';
import { inOrganization } from '../../tenancy/scope';
import { searchSource } from '../search/sql';

/**
 * The groups of the platform's search (decision 0070): the active groups, as the groups
 * list shows them — a private group too (its name and description are public; what is
 * posted or held in it is not).
 */
export const groupSearch = searchSource('groups', groups, groupSearchDocument, (ctx) => ({
  key: groups.slug,
  title: groups.name,
  text: groups.description,
  visible: and(inOrganization(groups, ctx.scope), eq(groups.active, true)),
  then: groups.id,
}));
