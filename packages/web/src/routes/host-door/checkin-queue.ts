import { ApiError } from '@convene/client';
import { decodePassCode } from '@convene/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { local } from '../../lib/storage';

/**
 * The door's check-ins that could not reach the server (a short network drop): kept in local
 * storage per event, one per pass, and sent again when the browser is back online. The
 * server's check-in is idempotent (decision 0022: a replayed scan answers `alreadyCheckedIn`),
 * and the queue holds a pass once however often it is scanned meanwhile, so nothing is
 * counted twice.
 */
export type QueuedCheckIn =
  | { key: string; kind: 'scan'; token: string; number: number | null; at: string }
  | {
      key: string;
      kind: 'pass';
      accountId: string;
      passId: string;
      number: number | null;
      name: string;
      at: string;
    };

/** What the pass's QR code says of itself: its pass id, event and number (nulls when it is not one). */
export interface PassCode {
  passId: string | null;
  eventId: string | null;
  number: number | null;
}

/**
 * Reads a pass code without verifying it (the server verifies): only to know which pass a
 * queued scan is for, and to warn at once about another event's pass while offline.
 */
export function readPassCode(token: string): PassCode {
  const code = decodePassCode(token);
  return code
    ? { passId: code.passId, eventId: code.eventId, number: code.number }
    : { passId: null, eventId: null, number: null };
}

/** The queue's key of a pass: its id when the code names one, else the code itself. */
export function passKeyOf(token: string): string {
  return readPassCode(token).passId ?? token.trim();
}

/** Adds a check-in unless its pass is already queued: the queue and whether it was added. */
export function enqueue(
  queue: readonly QueuedCheckIn[],
  entry: QueuedCheckIn,
): { queue: QueuedCheckIn[]; added: boolean } {
  if (queue.some((queued) => queued.key === entry.key)) return { queue: [...queue], added: false };
  return { queue: [...queue, entry], added: true };
}

export function queueStorageKey(organizationId: string, eventId: string): string {
  return `${organizationId.replace(/[^a-zA-Z0-9]/g, '')}_checkinQueue_${eventId}`;
}

function isQueued(value: unknown): value is QueuedCheckIn {
  const entry = value as Partial<QueuedCheckIn> | null;
  return (
    typeof entry?.key === 'string' &&
    typeof entry.at === 'string' &&
    (entry.kind === 'scan' || entry.kind === 'pass')
  );
}

export function readQueue(storageKey: string): QueuedCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(local.get(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(storageKey: string, queue: readonly QueuedCheckIn[]) {
  if (queue.length === 0) local.remove(storageKey);
  else local.set(storageKey, JSON.stringify(queue));
}

/** A request that got no answer (offline, the connection dropped): worth sending again. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export type SyncOutcome<R> =
  { entry: QueuedCheckIn; result: R } | { entry: QueuedCheckIn; error: unknown };

export interface CheckInQueue {
  entries: QueuedCheckIn[];
  /** Queues a check-in; false when its pass is already queued. */
  add: (entry: QueuedCheckIn) => boolean;
  /** Sends what is queued, oldest first, one at a time; stops at the first network failure. */
  sync: () => Promise<void>;
  syncing: boolean;
  /** Forgets a queued check-in (an undo before it was sent). */
  remove: (key: string) => void;
}

const RETRY_MS = 15_000;

/**
 * The queue of one event's door: loaded from storage after hydration, sent on mount, when the
 * browser says it is online again and every 15 s while something waits. Each entry leaves the
 * queue once the server answered it (a check-in, or a refusal such as a canceled pass);
 * `onSynced` hears every answer.
 */
export function useCheckInQueue<R>({
  storageKey,
  send,
  onSynced,
}: {
  storageKey: string;
  send: (entry: QueuedCheckIn) => Promise<R>;
  onSynced?: (outcome: SyncOutcome<R>) => void;
}): CheckInQueue {
  const [entries, setEntries] = useState<QueuedCheckIn[]>([]);
  const [syncing, setSyncing] = useState(false);
  const running = useRef(false);
  const latest = useRef({ send, onSynced });
  useEffect(() => {
    latest.current = { send, onSynced };
  }, [send, onSynced]);

  const update = useCallback(
    (change: (queue: QueuedCheckIn[]) => QueuedCheckIn[]) => {
      // Storage is the truth (another tab of the same door may have written it).
      const next = change(readQueue(storageKey));
      writeQueue(storageKey, next);
      setEntries(next);
      return next;
    },
    [storageKey],
  );

  const add = useCallback(
    (entry: QueuedCheckIn) => {
      let added = false;
      update((queue) => {
        const result = enqueue(queue, entry);
        added = result.added;
        return result.queue;
      });
      return added;
    },
    [update],
  );

  const remove = useCallback(
    (key: string) => void update((queue) => queue.filter((entry) => entry.key !== key)),
    [update],
  );

  const sync = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSyncing(true);
    try {
      for (const entry of readQueue(storageKey)) {
        let outcome: SyncOutcome<R>;
        try {
          outcome = { entry, result: await latest.current.send(entry) };
        } catch (error) {
          if (isNetworkFailure(error)) break;
          outcome = { entry, error };
        }
        update((queue) => queue.filter((queued) => queued.key !== entry.key));
        latest.current.onSynced?.(outcome);
      }
    } finally {
      running.current = false;
      setSyncing(false);
    }
  }, [storageKey, update]);

  useEffect(() => {
    setEntries(readQueue(storageKey));
    void sync();
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [storageKey, sync]);

  const waiting = entries.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, sync]);

  return { entries, add, sync, syncing, remove };
}
