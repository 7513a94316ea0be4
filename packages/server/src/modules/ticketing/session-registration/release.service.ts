import type { Transaction } from '../../../db/client';
import type { Scope } from '../../../tenancy/scope';
import { deletePassAccesses } from './accesses.repository';
import { takeSeats } from './sessions.repository';

/**
 * For the module that cancels passes (asked with pass cancels: "session accesses of the pass go with
 * it"): inside its transaction, the passes' session accesses are removed and their seats
 * given back, session by session in id order (the order every seat change locks in).
 */
export async function releasePassSessions(
  tx: Transaction,
  scope: Scope,
  passIds: string[],
): Promise<void> {
  const freed = await deletePassAccesses(tx, scope, passIds);
  for (const sessionId of [...freed.keys()].sort()) {
    await takeSeats(tx, scope, sessionId, -freed.get(sessionId)!);
  }
}
