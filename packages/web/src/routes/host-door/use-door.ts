import {
  fetchData,
  hostAttendeeQueries,
  useApiClient,
  useUndoCheckinListingAttendeePass,
} from '@convene/client';
import {
  displayName,
  hostAttendeeEndpoints,
  type CheckInScan,
  type ListingPass,
} from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useOrganizationConfig } from '../../app/config-context';
import type { DoorResult } from './checkin-result';
import {
  isNetworkFailure,
  passKeyOf,
  queueStorageKey,
  readPassCode,
  useCheckInQueue,
  type QueuedCheckIn,
  type SyncOutcome,
} from './checkin-queue';

/** A pass checked in by name: the server's pass turned into the door's answer. */
function answerOfPass(pass: ListingPass): CheckInScan {
  return {
    outcome: 'checkedIn',
    warning: null,
    name: displayName(pass.attendee.account),
    passType: pass.ticket.name,
    pass,
  };
}

function doorResultOf(scan: CheckInScan): DoorResult {
  return { kind: 'answer', ...scan };
}

export interface DoorEntry {
  id: number;
  result: DoorResult;
  /** Came back from the offline queue rather than from a scan just now. */
  synced: boolean;
}

/** A pass as the name search shows it (enough to check it in). */
export interface DoorPass {
  accountId: string;
  passId: string;
  number: number;
  name: string;
}

let entryIds = 0;

/**
 * The door's logic: a scanned or typed code, or a pass found by name, is checked in at once;
 * when the network is down it is queued (once per pass) and sent when it is back. The last
 * scan's result shows big (`current`); earlier ones and the queue's answers are kept in a
 * short log.
 */
export function useDoor(eventId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const config = useOrganizationConfig();
  const undoCheckIn = useUndoCheckinListingAttendeePass(eventId);
  const [log, setLog] = useState<DoorEntry[]>([]);
  const [current, setCurrent] = useState<DoorEntry | null>(null);

  /** A scan's answer shows big; the queue's later answers only join the log, never replace it. */
  const show = useCallback((result: DoorResult, synced = false) => {
    entryIds += 1;
    const entry = { id: entryIds, result, synced };
    if (!synced) setCurrent(entry);
    setLog((old) => [entry, ...old].slice(0, 12));
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all(
        [
          hostAttendeeQueries.attendeesKey(eventId),
          hostAttendeeQueries.passesKey(eventId),
          hostAttendeeQueries.reportKey(eventId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [eventId, queryClient],
  );

  const send = useCallback(
    async (entry: QueuedCheckIn): Promise<CheckInScan> => {
      const answer =
        entry.kind === 'scan'
          ? await fetchData(api, hostAttendeeEndpoints.scan, {
              params: { eventId },
              body: { token: entry.token },
            })
          : answerOfPass(
              await fetchData(api, hostAttendeeEndpoints.checkIn, {
                params: { eventId, accountId: entry.accountId, passId: entry.passId },
              }),
            );
      void refresh();
      return answer;
    },
    [api, eventId, refresh],
  );

  const onSynced = useCallback(
    (outcome: SyncOutcome<CheckInScan>) =>
      show('result' in outcome ? doorResultOf(outcome.result) : { kind: 'invalid' }, true),
    [show],
  );

  const queue = useCheckInQueue({
    storageKey: queueStorageKey(config.ORGANIZATION_ID, eventId),
    send,
    onSynced,
  });

  /** Sends now, or queues it when the network is down (a pass already queued is not added twice). */
  const checkIn = useCallback(
    async (entry: QueuedCheckIn, offlineEvent: string | null) => {
      const number = entry.number;
      const name = entry.kind === 'pass' ? entry.name : null;
      const queueIt = () => {
        if (offlineEvent && offlineEvent !== eventId)
          return show({ kind: 'otherEventOffline', number });
        const added = queue.add(entry);
        show({ kind: 'queued', key: entry.key, number, name, again: !added });
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return queueIt();
      try {
        const answer = await send(entry);
        // Checked in now: a copy still waiting from a drop would only answer "already".
        queue.remove(entry.key);
        show(doorResultOf(answer));
      } catch (error) {
        if (isNetworkFailure(error)) queueIt();
        else show({ kind: 'invalid' });
      }
    },
    [eventId, queue, send, show],
  );

  const submitCode = useCallback(
    (text: string) => {
      const token = text.trim();
      if (!token) return Promise.resolve();
      const code = readPassCode(token);
      const entry: QueuedCheckIn = {
        key: passKeyOf(token),
        kind: 'scan',
        token,
        number: code.number,
        at: new Date().toISOString(),
      };
      return checkIn(entry, code.eventId);
    },
    [checkIn],
  );

  const checkInPass = useCallback(
    (pass: DoorPass) =>
      checkIn({ key: pass.passId, kind: 'pass', ...pass, at: new Date().toISOString() }, eventId),
    [checkIn, eventId],
  );

  /** Undoes what a result did: the check-in on the server, or the queued one. */
  const undo = useCallback(
    (result: DoorResult) => {
      if (result.kind === 'queued') {
        queue.remove(result.key);
        return show({ kind: 'undone', name: result.name, passType: null });
      }
      if (result.kind !== 'answer' || !result.pass) return;
      undoCheckIn.mutate(
        { accountId: result.pass.attendee.accountId, passId: result.pass.id },
        { onSuccess: () => show({ kind: 'undone', name: result.name, passType: result.passType }) },
      );
    },
    [queue, show, undoCheckIn],
  );

  return {
    current,
    log,
    queue,
    submitCode,
    checkInPass,
    undo,
    undoing: undoCheckIn.isPending,
  };
}
