import { PAGE_PATHS } from '@convene/contract';
import type { PublicPageSource } from '../server-module';
import { selectPublicGroupPages } from './groups.repository';

/** The active public groups, each under its own tier lock. */
export const groupPublicPages: PublicPageSource = {
  module: 'groups',
  list: async (ctx, limit) =>
    (await selectPublicGroupPages(ctx.db, ctx.scope, limit)).map((row) => ({
      path: PAGE_PATHS.group(row.slug),
      lastModified: row.updatedAt,
      lock: { type: 'group', id: row.id },
    })),
};
