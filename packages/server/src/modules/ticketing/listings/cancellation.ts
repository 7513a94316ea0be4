import { displayName } from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { enqueueEmail } from '../../../mail/mailer';
import { findAccountById } from '../../accounts/index';
import { composeEventEmail, findEventEmailTemplate } from '../host-attendees/sql';
import { notify } from '../../notifications/index';
import { whenOf } from '../registration/index';
import { registeredAccountIds, type EventRow } from './listings.repository';

/**
 * Tells every registered attendee the event is canceled: an EVENT notification, and the
 * event's `cancellation` mail (the hosts' template, else the built-in words) sent whatever
 * the reminder preference — it is about their registration, not a reminder.
 */
export async function announceCancellation(
  tx: Executor,
  ctx: RequestContext,
  event: EventRow,
  senderId: string,
): Promise<void> {
  const scope = ctx.scope;
  const template = await findEventEmailTemplate(tx, scope, event.id, 'cancellation');
  const where = [event.venue, event.address1, event.city, event.country].filter(Boolean).join(', ');
  for (const accountId of await registeredAccountIds(tx, scope, event.id)) {
    // The cancellation mail below goes whatever the preferences: the notification adds none.
    await notify(tx, ctx, {
      type: 'EVENT',
      recipientId: accountId,
      senderId,
      eventId: event.id,
      email: false,
    });
    const account = await findAccountById(tx, scope, accountId);
    if (!account?.email) continue;
    const locale = account.locale ?? ctx.locale;
    const mail = composeEventEmail(
      'cancellation',
      template,
      { name: displayName(account), event: event.name, when: whenOf(event, locale), where },
      locale,
    );
    await enqueueEmail(tx, ctx.organization.id, {
      to: account.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      meta: { eventId: event.id, kind: 'listing-cancellation' },
    });
  }
}
