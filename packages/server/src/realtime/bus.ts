import { EventEmitter } from 'node:events';

/** A server message on the live socket: `{ type, body }` (docs/architecture.md#the-live-bus). */
export interface LiveMessage {
  type: string;
  body: unknown;
  /** Addressed: only these accounts' sockets receive it (realtime/addressed.ts). */
  to?: readonly string[];
}

/**
 * Fan-out of live events between nodes: in-process by default, Redis pub/sub when
 * REDIS_URL is set. Topics are built with `topics` below.
 */
export interface Bus {
  publish(topic: string, message: LiveMessage): Promise<void>;
  /** The same message to many topics at once (Redis: one pipelined round trip). */
  publishMany?(topics: readonly string[], message: LiveMessage): Promise<void>;
  subscribe(topic: string, handler: (message: LiveMessage) => void): () => void;
  close(): Promise<void>;
}

export const topics = {
  account: (organizationId: string, accountId: string) =>
    `org:${organizationId}:account:${accountId}`,
  organization: (organizationId: string) => `org:${organizationId}`,
  /** Internal: a login's token revocations, heard by its sockets and never forwarded. */
  login: (organizationId: string, loginId: string) => `org:${organizationId}:login:${loginId}`,
};

export function inProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, message) {
      emitter.emit(topic, message);
    },
    async publishMany(topicList, message) {
      for (const topic of topicList) emitter.emit(topic, message);
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
