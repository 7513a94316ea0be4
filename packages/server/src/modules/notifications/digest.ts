import { channelAllowed, DIGEST_TYPES, type EmailDigest } from '@convene/contract';
import { and, asc, eq, gt, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import { publicUrl } from '../../config';
import type { Services } from '../../context';
import { transaction } from '../../db/retry';
import { notificationPreferences, notifications } from '../../db/schema/index';
import { enqueueEmail } from '../../mail/mailer';
import { mailText } from '../../mail/render-mail';
import { findOrganizationById } from '../../tenancy/organizations.repository';
import { findRecipient, findSenderName } from './notifications.repository';
import { preferencesOf } from './notifications.service';

/*
 * The email digest (decisions 0040, 0046): members who chose `emailDigest` daily or weekly
 * get, once a period, one mail listing their unread notifications that came since the last
 * digest (or since they chose it), of the digest's types whose email they want — those
 * emails do not come one by one meanwhile. A run claims due accounts by moving their
 * `digestSentAt` to `now` with FOR UPDATE SKIP LOCKED, and queues the mail in the same
 * transaction: a digest goes once, whatever the number of nodes.
 */

export const DIGEST_INTERVAL_MS = 15 * 60 * 1000;
const PERIOD_MS: Record<Exclude<EmailDigest, 'off'>, number> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};
/** The most notifications listed in one digest; the mail links to the rest. */
const LISTED = 20;
const BATCH = 50;

/** Sends the digests due at `now`, a batch per transaction; answers how many mails were queued. */
export async function sendDueDigests(services: Services, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await sendDigestBatch(services, now);
    sent += batch.sent;
    if (batch.claimed < BATCH) return sent;
  }
}

async function sendDigestBatch(
  services: Services,
  now: Date,
): Promise<{ claimed: number; sent: number }> {
  const dueBefore = (digest: 'daily' | 'weekly') => new Date(now.getTime() - PERIOD_MS[digest]);
  return transaction(services, async (tx) => {
    const due = await tx
      .select({
        accountId: notificationPreferences.accountId,
        organizationId: notificationPreferences.organizationId,
        emailDigest: notificationPreferences.emailDigest,
        since: notificationPreferences.digestSentAt,
      })
      .from(notificationPreferences)
      .where(
        and(
          ne(notificationPreferences.emailDigest, 'off'),
          isNotNull(notificationPreferences.digestSentAt),
          or(
            and(
              eq(notificationPreferences.emailDigest, 'daily'),
              lte(notificationPreferences.digestSentAt, dueBefore('daily')),
            ),
            and(
              eq(notificationPreferences.emailDigest, 'weekly'),
              lte(notificationPreferences.digestSentAt, dueBefore('weekly')),
            ),
          ),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return { claimed: 0, sent: 0 };
    await tx
      .update(notificationPreferences)
      .set({ digestSentAt: now })
      .where(
        inArray(
          notificationPreferences.accountId,
          due.map((row) => row.accountId),
        ),
      );
    const organizationsById = new Map<string, Awaited<ReturnType<typeof findOrganizationById>>>();
    const organizationOf = async (id: string) => {
      if (!organizationsById.has(id)) organizationsById.set(id, await findOrganizationById(tx, id));
      return organizationsById.get(id);
    };
    let sent = 0;
    for (const row of due) {
      const organization = await organizationOf(row.organizationId);
      const scope = { organizationId: row.organizationId, accountId: row.accountId };
      const recipient = await findRecipient(tx, scope);
      if (!organization || !recipient?.email) continue;
      // What the digest gathers: the digest's types whose email the member wants.
      const preferences = await preferencesOf(tx, scope);
      const types = DIGEST_TYPES.filter((type) => channelAllowed(preferences, 'email', type));
      if (!types.length) continue;
      const unread = await tx
        .select({ type: notifications.type, senderId: notifications.senderId })
        .from(notifications)
        .where(
          and(
            eq(notifications.organizationId, row.organizationId),
            eq(notifications.accountId, row.accountId),
            eq(notifications.read, false),
            inArray(notifications.type, types),
            gt(notifications.createdAt, row.since!),
            lte(notifications.createdAt, now),
          ),
        )
        .orderBy(asc(notifications.createdAt))
        .limit(LISTED + 1);
      if (!unread.length) continue;
      const { locale } = recipient;
      const lines: string[] = [];
      for (const item of unread.slice(0, LISTED)) {
        const name = item.senderId
          ? await findSenderName(tx, {
              organizationId: row.organizationId,
              accountId: item.senderId,
            })
          : undefined;
        lines.push(
          `- ${mailText(locale, `push.${item.type}`, { name: name ?? mailText(locale, 'push.someone') })}`,
        );
      }
      const url = `${publicUrl(services.config)}/notifications`;
      const count = unread.length > LISTED ? `${LISTED}+` : String(unread.length);
      const digest = row.emailDigest === 'weekly' ? 'weekly' : 'daily';
      await enqueueEmail(tx, row.organizationId, {
        to: recipient.email,
        subject: mailText(locale, `digest.subject.${digest}`, {
          organization: organization.config.NAME,
          count,
        }),
        text: [
          mailText(locale, 'digest.intro'),
          '',
          ...lines,
          '',
          mailText(locale, 'digest.more', { url }),
        ].join('\n'),
      });
      sent += 1;
    }
    return { claimed: due.length, sent };
  });
}
