import { desc } from 'drizzle-orm';
import { events, eventSearchDocument } from '../../../db/schema/index';
import { searchSource } from '../../search/sql';
import { catalogueEventsSql } from './events.repository';
import { viewerOf } from './events.service';

/**
 * The events of the platform's search (decision 0070): the catalogue as the caller sees it
 * (ready and public; a group-only event to its group's members and its managers), past and
 * upcoming; drafts and private events never.
 */
export const eventSearch = searchSource('events', events, eventSearchDocument, (ctx) => ({
  key: events.slug,
  title: events.name,
  text: events.shortDescription,
  visible: catalogueEventsSql(viewerOf(ctx)),
  then: desc(events.eventStart),
}));
