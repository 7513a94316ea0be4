import { formatText, type EventEmailPreview, type EventEmailType } from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { htmlToText } from '../../../lib/html-text';
import { mailHtml, mailText, type MailMessageId, type MailValues } from '../../../mail/render-mail';
import { eventEmailTemplates } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * The host-attendees module's shared pieces, for the mails other modules send on an
 * event's behalf (the registration confirmation, a canceled listing's notice): the template
 * the hosts saved, how it renders, and the whole mail with the built-in words as fallback. A leaf (tables, drizzle and the contract only), so registration can read
 * it without an import cycle through this module's services.
 */

export type EventEmailTemplateRow = typeof eventEmailTemplates.$inferSelect;

/** The template the hosts saved for this mail of the event, if any. */
export async function findEventEmailTemplate(
  db: Executor,
  scope: Scope,
  eventId: string,
  type: EventEmailType,
): Promise<EventEmailTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(eventEmailTemplates)
    .where(
      and(
        inOrganization(eventEmailTemplates, scope),
        eq(eventEmailTemplates.eventId, eventId),
        eq(eventEmailTemplates.type, type),
      ),
    );
  return row;
}

/** What a template's placeholders are filled with: `{name}`, `{event}`, `{when}`, `{where}`. */
export interface EventEmailValues {
  name: string;
  event: string;
  when: string;
  where: string;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A saved template filled in: the HTML with each value escaped (the body was sanitized
 * when saved, the values are the attendee's and the event's own words) and its text.
 */
export function renderEventEmail(
  body: string,
  values: EventEmailValues,
): { html: string; text: string } {
  const html = formatText(body, {
    name: escapeHtml(values.name),
    event: escapeHtml(values.event),
    when: escapeHtml(values.when),
    where: escapeHtml(values.where),
  });
  return { html, text: htmlToText(html) };
}

const SUBJECTS: Record<EventEmailType, MailMessageId> = {
  confirmation: 'registration.confirmation.subject',
  cancellation: 'events.cancellation.subject',
  reminder: 'events.reminder.subject',
};

const DEFAULT_BODIES: Partial<Record<EventEmailType, MailMessageId>> = {
  cancellation: 'events.cancellation.text',
  reminder: 'events.reminder.text',
};

/**
 * A mail of the event for one recipient: the saved template filled in, else the built-in
 * words (the confirmation's own intro is the registration mail's, which adds the passes).
 */
export function composeEventEmail(
  type: EventEmailType,
  template: EventEmailTemplateRow | undefined,
  values: EventEmailValues,
  locale: string,
): EventEmailPreview {
  const subject = mailText(locale, SUBJECTS[type], { event: values.event });
  if (template?.body) {
    return { subject, ...renderEventEmail(template.body, values), replyTo: template.replyTo };
  }
  const [id, words]: [MailMessageId, MailValues] = DEFAULT_BODIES[type]
    ? [DEFAULT_BODIES[type], { ...values }]
    : ['registration.confirmation.intro', { event: values.event, number: 1 }];
  return {
    subject,
    html: `<p>${mailHtml(locale, id, words)}</p>`,
    text: mailText(locale, id, words),
    replyTo: template?.replyTo ?? null,
  };
}
