import { Redis } from 'ioredis';
import type { Bus, LiveMessage } from './bus';

/** Redis pub/sub: a message published on one node reaches the sockets of every node. */
export function redisBus(url: string): Bus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const handlers = new Map<string, Set<(message: LiveMessage) => void>>();

  subscriber.on('message', (topic: string, raw: string) => {
    const set = handlers.get(topic);
    if (!set) return;
    const message = JSON.parse(raw) as LiveMessage;
    for (const handler of set) handler(message);
  });

  return {
    async publish(topic, message) {
      await publisher.publish(topic, JSON.stringify(message));
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        void subscriber.subscribe(topic);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(topic);
          void subscriber.unsubscribe(topic);
        }
      };
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
