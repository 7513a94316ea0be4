import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bus, LiveMessage } from './bus';
import { redisBus } from './redis-bus';
import { redisSuite, TEST_REDIS } from '../test/redis';

const redis = await redisSuite('redisBus');
/** The channels of this run: the deployment's prefix, as the runtime gives one. */
const PREFIX = `convene-test-${crypto.randomUUID()}:`;

/** Collects a topic's messages; `until` resolves once the marker message has arrived. */
function collect(bus: Bus, topic: string) {
  const seen: LiveMessage[] = [];
  let probed = false;
  let markerArrived: () => void = () => {};
  const unsubscribe = bus.subscribe(topic, (message) => {
    // Late subscription probes (see untilLive) are not part of what a test asserts.
    if (message.type === 'probe') return void (probed = true);
    seen.push(message);
    if (message.type === 'marker') markerArrived();
  });
  const until = () =>
    new Promise<void>((resolve) => {
      if (seen.some((message) => message.type === 'marker')) resolve();
      else markerArrived = resolve;
    });
  return { seen, unsubscribe, until, probed: () => probed };
}

/** Publishes probes until the subscription is live, so nothing later is lost to the race. */
async function untilLive(bus: Bus, topic: string, probed: () => boolean): Promise<void> {
  while (!probed()) {
    await bus.publish(topic, { type: 'probe', body: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(redis.skip)(redis.title, () => {
  let publisherNode: Bus;
  let subscriberNode: Bus;
  let raw: Redis;
  beforeAll(() => {
    redis.requireRedis();
    publisherNode = redisBus(TEST_REDIS, { prefix: PREFIX });
    subscriberNode = redisBus(TEST_REDIS, { prefix: PREFIX });
    raw = new Redis(TEST_REDIS);
  });
  afterAll(async () => {
    raw?.disconnect();
    await subscriberNode?.close();
    await publisherNode?.close();
  });

  it('skips a malformed payload and a throwing handler without losing later messages', async () => {
    const topic = `test:${crypto.randomUUID()}`;
    const first = collect(subscriberNode, topic);
    const throwing = subscriberNode.subscribe(topic, () => {
      throw new Error('handler bug');
    });
    const second = collect(subscriberNode, topic);
    await untilLive(publisherNode, topic, first.probed);

    await raw.publish(`${PREFIX}${topic}`, 'not json');
    await publisherNode.publish(topic, { type: 'marker', body: { n: 1 } });
    await Promise.all([first.until(), second.until()]);
    expect(first.seen).toEqual([{ type: 'marker', body: { n: 1 } }]);
    expect(second.seen).toEqual([{ type: 'marker', body: { n: 1 } }]);
    first.unsubscribe();
    second.unsubscribe();
    throwing();
  });

  it('stops delivering to a handler once it unsubscribes, and keeps the others', async () => {
    const topic = `test:${crypto.randomUUID()}`;
    const leaving = collect(subscriberNode, topic);
    const staying = collect(subscriberNode, topic);
    await untilLive(publisherNode, topic, staying.probed);
    leaving.unsubscribe();

    await publisherNode.publish(topic, { type: 'marker', body: null });
    await staying.until();
    expect(leaving.seen).toEqual([]);
    staying.unsubscribe();
  });
});
