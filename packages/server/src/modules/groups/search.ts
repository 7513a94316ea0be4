import { and, eq } from 'drizzle-orm';
import { groups, groupSearchDocument } from '../../db/schema/index';
import { inOrganization } from '../../tenancy/scope';
import type { SearchSource } from '../seams';

/**
 * The groups of the platform's search (decision 0070): the active groups, as the groups
 * list shows them — a private group too (its name and description are public; what is
 * posted or held in it is not).
 */
export const groupSearch: SearchSource = {
  module: 'groups',
  statement: (ctx) => ({
    table: groups,
    document: groupSearchDocument,
    hit: {
      id: groups.id,
      key: groups.slug,
      title: groups.name,
      text: groups.description,
      image: groups.image,
    },
    visible: and(inOrganization(groups, ctx.scope), eq(groups.active, true)),
    then: groups.id,
  }),
};
