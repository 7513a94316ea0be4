import { displayName } from '@convene/contract';
import { organizationContext, type Services } from '../../../context';
import { transaction } from '../../../db/retry';
import { findOrganizationById } from '../../../tenancy/organizations.repository';
import { findAccountById } from '../../accounts/index';
import { notify } from '../../notifications/index';
import { attendeeAccountIds, claimReminders, eventsStartingBetween } from './emails.repository';
import { emailValues } from './emails.service';
import { findEventBasics } from './events.repository';
import { composeEventEmail, findEventEmailTemplate } from './sql';

/*
 * The reminder the day before (the `reminder` template): each run finds the events
 * starting within the next day and sends each attendee its reminder once, through the
 * outbox: an EVENT notification with the mail, which the attendee's `eventReminderEmail`
 * preference governs. The claim (a row per event and attendee) and the mail are written
 * in one transaction, so a reminder is sent if and only if it is claimed, on any number
 * of nodes at once.
 */

const DAY_MS = 86_400_000;

async function remindEvent(
  services: Services,
  now: Date,
  target: { id: string; organizationId: string },
): Promise<number> {
  const organization = await findOrganizationById(services.db, target.organizationId);
  if (!organization) return 0;
  // The job acts for nobody: notifications come from the event, not an account.
  const ctx = organizationContext(services, organization, now);
  const { scope, locale } = ctx;
  return transaction(services, async (tx) => {
    const event = await findEventBasics(tx, scope, target.id);
    if (!event) return 0;
    const attendees = await attendeeAccountIds(tx, scope, event.id);
    const claimed = await claimReminders(tx, scope, event.id, attendees);
    const template = await findEventEmailTemplate(tx, scope, event.id, 'reminder');
    for (const accountId of claimed) {
      const account = await findAccountById(tx, scope, accountId);
      if (!account) continue;
      const recipientLocale = account.locale ?? locale;
      const mail = composeEventEmail(
        'reminder',
        template,
        emailValues(event, displayName(account), recipientLocale),
        recipientLocale,
      );
      await notify(tx, ctx, {
        type: 'EVENT',
        recipientId: accountId,
        eventId: event.id,
        push: false,
        email: { subject: mail.subject, text: mail.text, html: mail.html },
      });
    }
    return claimed.length;
  });
}

/** Sends the reminders that are due (events starting within a day of `now`); answers how many. */
export async function sendDueReminders(services: Services, now: Date): Promise<number> {
  const due = await eventsStartingBetween(services.db, now, new Date(now.getTime() + DAY_MS));
  let sent = 0;
  for (const event of due) sent += await remindEvent(services, now, event);
  return sent;
}
