import type {
  EventEmail,
  EventEmailPreview,
  EventEmailType,
  UpdateEventEmailBody,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { sanitizeAnnouncementHtml } from '../../groups/index';
import { requireEventHost } from '../listings/index';
import { whenOf, whereOf } from '../registration/index';
import { upsertEventEmailTemplate } from './emails.repository';
import { findEventBasics, type EventBasics } from './events.repository';
import {
  composeEventEmail,
  findEventEmailTemplate,
  type EventEmailTemplateRow,
  type EventEmailValues,
} from './sql';

/*
 * The event's mails its hosts may word (confirmation, cancellation, reminder).
 * The body is sanitized HTML with placeholders; without a saved template each mail says
 * its built-in words.
 */

function toEventEmail(row: EventEmailTemplateRow): EventEmail {
  return {
    type: row.type,
    eventId: row.eventId,
    body: row.body,
    replyTo: row.replyTo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getEventEmail(
  ctx: RequestContext,
  eventId: string,
  type: EventEmailType,
): Promise<EventEmail | null> {
  await requireEventHost(ctx.db, ctx, eventId);
  const row = await findEventEmailTemplate(ctx.db, ctx.scope, eventId, type);
  return row ? toEventEmail(row) : null;
}

export async function setEventEmail(
  ctx: RequestContext,
  eventId: string,
  type: EventEmailType,
  body: UpdateEventEmailBody,
): Promise<EventEmail> {
  await requireEventHost(ctx.db, ctx, eventId);
  const row = await upsertEventEmailTemplate(ctx.db, ctx.scope, {
    eventId,
    type,
    ...(body.body === undefined ? {} : { body: sanitizeAnnouncementHtml(body.body) }),
    ...(body.replyTo === undefined ? {} : { replyTo: body.replyTo }),
  });
  return toEventEmail(row);
}

/** The values of the placeholders for `name` at this event, in `locale`. */
export function emailValues(event: EventBasics, name: string, locale: string): EventEmailValues {
  const online = event.eventType === 'physical' ? null : event.meetingUrl;
  return {
    name,
    event: event.name,
    when: whenOf(event, locale),
    where: whereOf(event) || (online ?? ''),
  };
}

/** The sample attendee a preview is addressed to. */
const SAMPLE_NAME = 'Alex Sample';

export async function previewEventEmail(
  ctx: RequestContext,
  eventId: string,
  type: EventEmailType,
): Promise<EventEmailPreview> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const event = await findEventBasics(ctx.db, scope, eventId);
  if (!event) throw new AppError('NOT_FOUND');
  const template = await findEventEmailTemplate(ctx.db, scope, eventId, type);
  return composeEventEmail(type, template, emailValues(event, SAMPLE_NAME, ctx.locale), ctx.locale);
}
