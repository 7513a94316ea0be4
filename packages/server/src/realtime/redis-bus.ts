import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Bus, LiveMessage } from './bus';

/**
 * Redis pub/sub: a message published on one node reaches the sockets of every node. Each
 * topic is a channel named with the deployment's prefix (decision 0052), so deployments
 * sharing one Redis do not hear each other.
 */
export function redisBus(url: string, options: { prefix: string; log?: FastifyBaseLogger }): Bus {
  const { prefix, log } = options;
  const channel = (topic: string) => `${prefix}${topic}`;
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const handlers = new Map<string, Set<(message: LiveMessage) => void>>();
  // ioredis reconnects (and re-subscribes) by itself; errors are only worth a log line.
  const report = (error: unknown) => log?.warn({ err: error }, 'redis bus');
  publisher.on('error', report);
  subscriber.on('error', report);

  subscriber.on('message', (name: string, raw: string) => {
    const set = handlers.get(name);
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
      await publisher.publish(channel(topic), JSON.stringify(message));
    },
    async publishMany(topicList, message) {
      if (topicList.length === 0) return;
      const raw = JSON.stringify(message);
      const pipeline = publisher.pipeline();
      for (const topic of topicList) pipeline.publish(channel(topic), raw);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    },
    subscribe(topic, handler) {
      const name = channel(topic);
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        subscriber.subscribe(name).catch(report);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(name) === set) {
          handlers.delete(name);
          subscriber.unsubscribe(name).catch(report);
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
