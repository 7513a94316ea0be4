import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Bus, LiveMessage } from './bus';

/** Redis pub/sub: a message published on one node reaches the sockets of every node. */
export function redisBus(url: string, log?: FastifyBaseLogger): Bus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const handlers = new Map<string, Set<(message: LiveMessage) => void>>();
  // ioredis reconnects (and re-subscribes) by itself; errors are only worth a log line.
  const report = (error: unknown) => log?.warn({ err: error }, 'redis bus');
  publisher.on('error', report);
  subscriber.on('error', report);

  subscriber.on('message', (topic: string, raw: string) => {
    const set = handlers.get(topic);
    if (!set) return;
    let message: LiveMessage;
    try {
      message = JSON.parse(raw) as LiveMessage;
    } catch (error) {
      report(error);
      return;
    }
    for (const handler of set) {
      try {
        handler(message);
      } catch (error) {
        report(error);
      }
    }
  });

  return {
    async publish(topic, message) {
      await publisher.publish(topic, JSON.stringify(message));
    },
    async publishMany(topicList, message) {
      if (topicList.length === 0) return;
      const raw = JSON.stringify(message);
      const pipeline = publisher.pipeline();
      for (const topic of topicList) pipeline.publish(topic, raw);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        subscriber.subscribe(topic).catch(report);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(topic) === set) {
          handlers.delete(topic);
          subscriber.unsubscribe(topic).catch(report);
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
