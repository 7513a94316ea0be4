import { PAGE_PATHS } from '@convene/contract';
import type { PublicPageSource } from '../../server-module';
import { selectCatalogueEventPages } from './events.repository';
import { viewerOf } from './events.service';

/** The catalogue's events, past and upcoming, each under its own tier lock. */
export const eventPublicPages: PublicPageSource = {
  module: 'events',
  list: async (ctx, limit) =>
    (await selectCatalogueEventPages(ctx.db, viewerOf(ctx), limit)).map((row) => ({
      path: PAGE_PATHS.event(row.slug),
      lastModified: row.updatedAt,
      lock: { type: 'event', id: row.id },
    })),
};
