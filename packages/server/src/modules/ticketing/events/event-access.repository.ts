import type { Executor } from '../../../db/client';
import { events } from '../../../db/schema/index';
import { preparedStatement } from '../../../lib/prepared';
import {
  BOUND_VIEWER,
  eventByKey,
  viewerFlags,
  type EventSummaryRow,
  type EventViewer,
} from './events.repository';
import type { EventRow } from './sql';

/* The reads of an event's guards: the event by id or slug with the viewer's flags. */

/** The event by id or slug with the viewer's flags (no embeds): what a guard needs. */
export async function findEventAccess(
  db: Executor,
  viewer: EventViewer,
  key: string,
): Promise<
  | (Pick<
      EventRow,
      'id' | 'slug' | 'name' | 'status' | 'groupId' | 'groupOnly' | 'publicRegistrants'
    > &
      Pick<EventSummaryRow, 'registered' | 'manager' | 'groupMember'>)
  | undefined
> {
  const { shape, where, params } = eventByKey(viewer, key);
  const name = `events_access_${shape}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select({
        id: events.id,
        slug: events.slug,
        name: events.name,
        status: events.status,
        groupId: events.groupId,
        groupOnly: events.groupOnly,
        publicRegistrants: events.publicRegistrants,
        ...viewerFlags(BOUND_VIEWER),
      })
      .from(events)
      .where(where())
      .prepare(name),
  );
  const [row] = await statement.execute(params);
  return row;
}

/**
 * The event's whole row with the viewer's flags, by id or slug: the access check of a read
 * that goes on with the row (the attendee's pages), in the statement that finds it.
 */
export async function findEventRowAccess(
  db: Executor,
  viewer: EventViewer,
  key: string,
): Promise<
  | ({ event: EventRow } & Pick<EventSummaryRow, 'registered' | 'manager' | 'groupMember'>)
  | undefined
> {
  const { shape, where, params } = eventByKey(viewer, key);
  const name = `events_row_access_${shape}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select({ event: events, ...viewerFlags(BOUND_VIEWER) })
      .from(events)
      .where(where())
      .prepare(name),
  );
  const [row] = await statement.execute(params);
  return row;
}
