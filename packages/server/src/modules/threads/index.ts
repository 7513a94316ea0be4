import type { ServerModule } from '../server-module';
import { threadShouldNotify } from './threads.repository';
import { threadRoutes } from './threads.routes';

/**
 * Threads: discussion threads standing alone or attached to a group or an event, their
 * members, messages (entities, replies, reactions, edits), read state and typing, each
 * write published live to the thread's audience after it is stored (decision 0032).
 */
export const threadsModule: ServerModule = {
  name: 'threads',
  routes: threadRoutes,
  conversationKinds: { thread: { type: 'THREAD', shouldNotify: threadShouldNotify } },
};

/** The writers the demo seed lays threads out with (seed/threads.ts). */
export { insertThread, upsertMember } from './threads.repository';
export { postMessage } from './messages.service';
