import type { LiveMessage } from './bus';

/*
 * Addressed live messages: one message on the organization's topic carrying the ids of
 * the accounts it is for (`to`), instead of one publish per account. Each node parses it
 * once, and each socket forwards it only when its account is addressed; the frame is
 * serialized once per message per node (not once per socket) and never carries `to`.
 * Threads use it to reach a thread's whole audience (decision record 0032).
 */

const audiences = new WeakMap<LiveMessage, ReadonlySet<string>>();
const frames = new WeakMap<LiveMessage, string>();

/** Whether a socket of `accountId` gets the message: unaddressed messages go to everyone. */
export function isAddressedTo(message: LiveMessage, accountId: string): boolean {
  const to = message.to;
  if (to === undefined) return true;
  if (!Array.isArray(to)) return false;
  let audience = audiences.get(message);
  if (!audience) {
    audience = new Set(to);
    audiences.set(message, audience);
  }
  return audience.has(accountId);
}

/** The socket frame of a message, `{type, body}`, serialized once. */
export function frameOf(message: LiveMessage): string {
  let frame = frames.get(message);
  if (frame === undefined) {
    frame = JSON.stringify({ type: message.type, body: message.body });
    frames.set(message, frame);
  }
  return frame;
}
