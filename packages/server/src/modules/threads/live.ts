import type { ThreadLiveEvent } from '@convene/contract';
import type { Services } from '../../context';
import { publishAddressed } from '../../realtime/publish';
import { audienceOf, type ThreadRow } from './threads.repository';

/*
 * Live events of threads (decision record 0032). Every write is stored (committed) first,
 * then published once, addressed to the thread's audience (audienceOf, read after the
 * commit) on the organization's topic: every node gets it (Redis with REDIS_URL) and each
 * socket forwards it only when its account is addressed, so a non-member never receives it.
 */

type Job = () => Promise<void>;

/** A place in a thread's publishing order, taken while its row is locked. */
export interface PublishSlot {
  publish(job: Job): void;
  cancel(): void;
}

/** An unfilled slot stops blocking its thread after this long (a lost request). */
const SLOT_TIMEOUT_MS = 10_000;

const tails = new Map<string, Promise<void>>();

/**
 * Reserves the next place in the thread's publishing order on this node. Taken inside the
 * transaction that bumped the thread's sequence (the row lock orders them), it makes the
 * events of a thread leave this node in sequence order even when requests race: a slot
 * publishes after the ones before it, once its transaction has committed (`publish`) or
 * failed (`cancel`).
 */
export function reservePublishSlot(threadId: string, services: Pick<Services, 'log'>): PublishSlot {
  let fill: (job: Job | null) => void = () => undefined;
  const filled = new Promise<Job | null>((resolve) => {
    fill = resolve;
  });
  const timer = setTimeout(() => fill(null), SLOT_TIMEOUT_MS);
  timer.unref?.();
  const previous = tails.get(threadId) ?? Promise.resolve();
  const done = previous
    .then(() => filled)
    .then((job) => job?.())
    .catch((error: unknown) => services.log.warn({ err: error, threadId }, 'thread publish'))
    .finally(() => {
      clearTimeout(timer);
      if (tails.get(threadId) === done) tails.delete(threadId);
    });
  tails.set(threadId, done);
  return { publish: (job) => fill(job), cancel: () => fill(null) };
}

/** Publishes an event to the thread's audience (minus `except`, e.g. the typist). */
export async function publishThreadEvent(
  services: Pick<Services, 'bus' | 'db'>,
  thread: ThreadRow,
  event: ThreadLiveEvent,
  except?: string,
): Promise<void> {
  const audience = await audienceOf(services.db, thread);
  const to = except ? audience.filter((id) => id !== except) : audience;
  await publishAddressed(services, thread.organizationId, to, event);
}

/** Publishes to given accounts only (a member just added learns of the thread). */
export function publishToThreadAccounts(
  services: Pick<Services, 'bus'>,
  thread: ThreadRow,
  accountIds: string[],
  event: ThreadLiveEvent,
): Promise<void> {
  return publishAddressed(services, thread.organizationId, accountIds, event);
}
