import type { BaseContent, Channel, Content } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { seedContextFor } from '../test/seed-support';
import { seedChannels } from './channels';
import { seedGroups } from './groups';

describe('demo channels seeder', () => {
  let t: TestApp;
  let demo: TestOrganization;
  let maya: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.createOrganization();
    const second = await t.createOrganization();
    const omar = await t.createUser(demo, { username: 'omar-haddad', admin: true });
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    stranger = await t.createUser(demo, { username: 'stranger-one' });
    const context = await seedContextFor(t, demo, second, [omar, maya]);
    await seedGroups(context);
    await seedChannels(context);
  }, 120_000);
  afterAll(() => t.close());

  const get = async <T>(user: TestUser | TestOrganization, url: string, status = 200) => {
    const response = await t.inject({ method: 'GET', url: `/api${url}`, headers: user.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return (response.json() as { data: T }).data;
  };

  it('seeds podcast, video, article and private channels, quickly', async () => {
    const publicChannels = await get<Channel[]>(demo, '/channels');
    expect(publicChannels.map((channel) => channel.slug)).toEqual([
      'harbour-voices',
      'workshop-films',
      'studio-notes',
    ]);
    const mine = await get<Channel[]>(maya, '/channels');
    expect(mine.map((channel) => channel.slug)).toContain('crew-briefings');
    await get(stranger, '/channels/crew-briefings', 461);
    const articles = await get<BaseContent[]>(demo, '/channels/studio-notes/contents');
    expect(articles).toHaveLength(3);
  });

  it('has published, scheduled and draft episodes, with audio when the media exist', async () => {
    const episodes = await get<BaseContent[]>(demo, '/channels/harbour-voices/contents');
    expect(episodes.map((episode) => episode.slug)).toEqual(['clay-and-salt', 'morning-tides']);
    const upcoming = await get<BaseContent[]>(demo, '/channels/harbour-voices/contents?past=false');
    expect(upcoming.map((episode) => episode.slug)).toEqual(['the-spring-fair']);
    await get(demo, '/channels/harbour-voices/contents/winter-repairs', 404);
    const episode = await get<Content>(maya, '/channels/harbour-voices/contents/morning-tides');
    expect(episode.guests.map((guest) => guest.type)).toEqual(['host', 'guest']);
    expect(episode.likes).toHaveLength(1);
    expect(episode.audio?.contentType ?? 'audio/mpeg').toBe('audio/mpeg');
    const subscribed = await get<Channel[]>(maya, '/channels/subscribed');
    expect(subscribed.map((channel) => channel.slug).sort()).toEqual([
      'harbour-voices',
      'studio-notes',
    ]);
    const feed = await t.inject({
      method: 'GET',
      url: `/api/channels/harbour-voices/feed.rss?organization=${demo.id}`,
    });
    expect(feed.statusCode).toBe(200);
  });
});
