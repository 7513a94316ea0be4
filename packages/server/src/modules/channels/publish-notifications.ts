import { organizationContext, type RequestContext, type Services } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { findOrganizationById } from '../../tenancy/organizations.repository';
import { notify } from '../notifications/index';
import { claimContentNotification, dueContents } from './contents.repository';
import { subscriptionsOf } from './people.repository';

/*
 * Subscribers hear of a content once, when it is published: at once when it is scheduled
 * for now, else by this job when its time comes. Either way the claim is a conditional
 * update of `notified_at` in the transaction that writes the notifications and the outbox
 * mail and pushes, so any number of nodes and requests notify a content exactly once.
 * Correctness of the reads never waits on it: a content is published by its time alone.
 */

/** Contents notified per job run; the rest wait for the next run. */
const BATCH = 50;

/** Claims the content's notification and tells each subscriber, as their subscription asks. */
async function notifySubscribers(
  tx: Executor,
  ctx: RequestContext,
  contentId: string,
): Promise<boolean> {
  const claimed = await claimContentNotification(tx, contentId, ctx.now);
  if (!claimed) return false;
  const { content, channel } = claimed;
  if (!content.visible) return true;
  const values = { channel: channel.name, title: content.title };
  for (const subscription of await subscriptionsOf(tx, channel.id)) {
    const email = content.email && subscription.contentEmailNotification;
    await notify(tx, ctx, {
      type: 'CONTENT',
      recipientId: subscription.accountId,
      senderId: content.creatorId,
      contentId: content.id,
      push: content.push && subscription.contentPushNotification,
      email: email
        ? {
            subject: { id: 'channels.content.subject' as const, values },
            text: { id: 'channels.content.text' as const, values },
          }
        : false,
    });
  }
  return true;
}

/** Notifies a content just published from a request (a no-op when already claimed). */
export async function notifyContentNow(ctx: RequestContext, contentId: string): Promise<boolean> {
  return transaction(ctx, (tx) => notifySubscribers(tx, ctx, contentId));
}

/** The job: every content whose publish time has come and whose subscribers were not told. */
export async function notifyPublishedContents(services: Services, now: Date): Promise<number> {
  let notified = 0;
  for (const due of await dueContents(services.db, now, BATCH)) {
    const organization = await findOrganizationById(services.db, due.organizationId);
    if (!organization) continue;
    // The job acts for nobody: the notification comes from the content's creator.
    const ctx = organizationContext(services, organization, now);
    if (await transaction(services, (tx) => notifySubscribers(tx, ctx, due.id))) notified += 1;
  }
  return notified;
}
