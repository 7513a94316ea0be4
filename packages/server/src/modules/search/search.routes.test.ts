import type { SearchResults, SearchType } from '@convene/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSql } from '../../db/full-text';
import {
  accounts,
  accountSearchDocument,
  activities,
  activitySearchDocument,
  blocks,
  channels,
  channelSearchDocument,
  contents,
  contentSearchDocument,
  events,
  eventSearchDocument,
  groupMemberships,
  groups,
  groupSearchDocument,
} from '../../db/schema/index';
import { apiClient, type Caller } from '../../test/api';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { requireTiersFor } from '../../tenancy/tier-locks.repository';

/*
 * GET /search (decision 0070): one search over events, groups, people, posts, channels and
 * contents, each shown only where its own list would show it to the caller.
 */

/** A word no other test writes: letters only, so that each test finds its own rows. */
function word(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join('');
}

describe('search routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let member: TestUser;
  let outsider: TestUser;
  let admin: TestUser;
  const { ok, fails, call } = apiClient(() => t);
  const db = () => t.runtime.services.db;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    other = await t.createOrganization();
    member = await t.createUser(org);
    outsider = await t.createUser(org);
    admin = await t.createUser(org, { admin: true });
  });
  afterAll(() => t.close());

  const search = (caller: Caller, q: string, extra = '') =>
    ok<SearchResults>(caller, 'GET', `/search?q=${encodeURIComponent(q)}${extra}`);
  const ids = (results: SearchResults, type?: SearchType) =>
    results.hits.filter((hit) => !type || hit.type === type).map((hit) => hit.id);

  async function event(name: string, values: Partial<typeof events.$inferInsert> = {}) {
    const start = new Date(Date.now() + 7 * 86_400_000);
    const [row] = await db()
      .insert(events)
      .values({
        organizationId: org.id,
        slug: `e-${crypto.randomUUID()}`,
        name,
        status: 'ready',
        visibility: 'public',
        eventStart: start,
        eventEnd: new Date(start.getTime() + 3_600_000),
        timezone: 'UTC',
        ...values,
      })
      .returning();
    return row!;
  }

  async function group(name: string, access: 'public' | 'private', members: TestUser[] = []) {
    const [row] = await db()
      .insert(groups)
      .values({ organizationId: org.id, slug: `g-${crypto.randomUUID()}`, name, access })
      .returning();
    for (const user of members) {
      await db()
        .insert(groupMemberships)
        .values({ organizationId: org.id, groupId: row!.id, accountId: user.accountId });
    }
    return row!;
  }

  async function post(author: TestUser, message: string, groupId?: string) {
    const [row] = await db()
      .insert(activities)
      .values({ organizationId: org.id, accountId: author.accountId, message, groupId })
      .returning();
    return row!;
  }

  it('answers 400 naming q for an empty, a word-less or a too long query', async () => {
    for (const q of ['', '   ', '?!…', 'x'.repeat(101)]) {
      const body = await fails(member, 'GET', `/search?q=${encodeURIComponent(q)}`, 400);
      expect(body.field).toBe('q');
    }
    expect((await call(member, 'GET', '/search')).statusCode).toBe(400);
  });

  it('finds each kind, by a prefix as typed, and counts each kind', async () => {
    const key = word();
    const channelRow = (
      await db()
        .insert(channels)
        .values({ organizationId: org.id, slug: `c-${key}`, name: `${key} radio` })
        .returning()
    )[0]!;
    const [content] = await db()
      .insert(contents)
      .values({
        organizationId: org.id,
        channelId: channelRow.id,
        type: 'article',
        slug: `ct-${key}`,
        title: `${key} episode`,
        published: new Date(Date.now() - 60_000),
      })
      .returning();
    const found = await event(`${key} night`);
    const club = await group(`${key} club`, 'public');
    const note = await post(member, `Who is coming to ${key}?`);
    const typed = await search(outsider, key.slice(0, 5));
    expect(new Set(typed.hits.map((hit) => hit.type))).toEqual(
      new Set(['events', 'groups', 'activities', 'channels', 'contents']),
    );
    expect(ids(typed)).toEqual(
      expect.arrayContaining([found.id, club.id, note.id, channelRow.id, content!.id]),
    );
    expect(typed.counts).toMatchObject({ events: 1, groups: 1, activities: 1, channels: 1 });
    const hit = typed.hits.find((item) => item.id === found.id);
    expect(hit).toMatchObject({ type: 'events', key: found.slug, title: `${key} night` });
    // One kind: its hits only, the others still counted for the tabs.
    const onlyGroups = await search(outsider, key, '&type=groups');
    expect(ids(onlyGroups)).toEqual([club.id]);
    expect(onlyGroups.counts.events).toBe(1);
    // People by name and username.
    const person = await t.createUser(org, { username: `${key}person` });
    expect(ids(await search(member, key), 'accounts')).toEqual([person.accountId]);
  });

  it('ranks a title match above a text match, and pages the ranked list', async () => {
    const key = word();
    const inText = await event('Evening by the sea', { shortDescription: `With ${key} on stage` });
    const inTitle = await event(`${key} live`);
    const results = await search(member, key);
    expect(ids(results, 'events')).toEqual([inTitle.id, inText.id]);
    expect(results.hits[0]!.rank).toBeGreaterThan(results.hits[1]!.rank);
    const second = await search(member, key, '&pageSize=1&page=2');
    expect(ids(second)).toEqual([inText.id]);
  });

  it('summarizes the text around the words, from a word, marking what it leaves out', async () => {
    const key = word();
    const filler = (from: number) =>
      Array.from({ length: 40 }, (_, index) => `word${from + index}`).join(' ');
    const middle = await event(`Middle ${key}`, {
      shortDescription: `${filler(0)}. The old ${key} harbour. Crews of four, ${filler(100)}.`,
    });
    const hyphenated = await event(`Hyphen ${key}`, {
      shortDescription: `${filler(0)} by the harbour-${key} cafe, ${filler(100)}`,
    });
    const opening = await event(`Opening ${key}`, { shortDescription: `${key} ${filler(0)}.` });
    const short = await event(`Short ${key}`, { shortDescription: `  A tour of the ${key}.  ` });
    const bare = await event(`Bare ${key}`);
    const summaries = new Map((await search(member, key)).hits.map((hit) => [hit.id, hit.summary]));
    const cut = summaries.get(middle.id)!;
    expect(cut).toMatch(new RegExp(`^…[^…]*${key} harbour\\. Crews of four, word100 [^…]*…$`));
    // It starts at a word of the text: right after a space, never inside a word.
    expect(cut.slice(1).split(' ')[0]).toMatch(new RegExp(`^(word\\d+\\.?|The|old|${key})$`));
    // A word found inside a longer one: the passage starts with the whole of it.
    expect(summaries.get(hyphenated.id)).toMatch(new RegExp(`^…harbour-${key} cafe, word100 `));
    expect(summaries.get(opening.id)).toMatch(new RegExp(`^${key} word0 word1 .*[^.]…$`));
    expect(summaries.get(short.id)).toBe(`A tour of the ${key}.`);
    expect(summaries.get(bare.id)).toBe('');
  });

  it("shows a private group's posts to its members only, and its group-only events", async () => {
    const key = word();
    const circle = await group(`Circle ${key}`, 'private', [member]);
    const inside = await post(member, `Inside ${key}`, circle.id);
    const closed = await event(`Members ${key}`, { groupId: circle.id, groupOnly: true });
    const forMember = await search(member, key);
    expect(ids(forMember)).toEqual(expect.arrayContaining([inside.id, closed.id, circle.id]));
    const forOutsider = await search(outsider, key);
    // The group itself is listed, as in the groups list; what is in it is not.
    expect(ids(forOutsider)).toEqual([circle.id]);
    expect(forOutsider.counts).toMatchObject({ activities: 0, events: 0, groups: 1 });
    expect(ids(await search(org, key))).toEqual([circle.id]);
  });

  it('never shows a draft or a private event, not even to its creator or an administrator', async () => {
    const key = word();
    await event(`Draft ${key}`, { status: 'draft', creatorId: member.accountId });
    await event(`Private ${key}`, { visibility: 'private', creatorId: member.accountId });
    const shown = await event(`Ready ${key}`);
    expect(ids(await search(member, key))).toEqual([shown.id]);
    expect(ids(await search(admin, key))).toEqual([shown.id]);
  });

  it('hides the people and posts on the other side of a block, both ways', async () => {
    const key = word();
    const blocker = await t.createUser(org, { username: `${key}blocker` });
    const written = await post(blocker, `Thoughts on ${key}`);
    expect(ids(await search(member, key))).toEqual(
      expect.arrayContaining([blocker.accountId, written.id]),
    );
    await db().insert(blocks).values({
      organizationId: org.id,
      blockerId: blocker.accountId,
      accountId: member.accountId,
    });
    expect(ids(await search(member, key))).toEqual([]);
    expect(ids(await search(outsider, key))).toEqual(
      expect.arrayContaining([blocker.accountId, written.id]),
    );
  });

  it('leaves out a kind whose module is locked behind a tier or turned off', async () => {
    const key = word();
    const shown = await event(`Locked ${key}`);
    const club = await group(`Locked ${key}`, 'public');
    const scope = { organizationId: org.id };
    await requireTiersFor(db(), scope, { type: 'module', id: 'events' }, [null]);
    try {
      const locked = await search(member, key);
      expect(ids(locked)).toEqual([club.id]);
      expect(locked.counts.events).toBe(0);
      // Organization administrators pass every lock.
      expect(ids(await search(admin, key))).toEqual(expect.arrayContaining([shown.id, club.id]));
    } finally {
      await requireTiersFor(db(), scope, { type: 'module', id: 'events' }, []);
    }
    const without = await t.createOrganization({ modules: ['groups'] });
    const [elsewhere] = await db()
      .insert(groups)
      .values({
        organizationId: without.id,
        slug: `g-${key}`,
        name: `Off ${key}`,
        access: 'public',
      })
      .returning();
    expect(ids(await search(without, key))).toEqual([elsewhere!.id]);
  });

  it("never answers another organization's rows", async () => {
    const key = word();
    await db()
      .insert(groups)
      .values({
        organizationId: other.id,
        slug: `g-${key}`,
        name: `Theirs ${key}`,
        access: 'public',
      });
    const mine = await group(`Mine ${key}`, 'public');
    expect(ids(await search(member, key))).toEqual([mine.id]);
    // And the other organization's members do not find this one's.
    const stranger = await t.createUser(other);
    expect(ids(await search(stranger, key))).not.toContain(mine.id);
  });

  it("stems the words in the reader's language: a Spanish reader finds inflected forms", async () => {
    const key = word();
    const workshop = await event(`Taller de cocina ${key}`);
    const spanish = { headers: { ...member.headers, locale: 'es' } };
    const english = { headers: { ...member.headers, locale: 'en' } };
    expect(ids(await search(spanish, `cocinando ${key}`))).toEqual([workshop.id]);
    expect(ids(await search(english, `cocinando ${key}`))).toEqual([]);
    // Japanese has no stemmer: words as written, still by prefix.
    const japanese = { headers: { ...member.headers, locale: 'ja' } };
    expect(ids(await search(japanese, `cocina ${key.slice(0, 4)}`))).toEqual([workshop.id]);
  });

  it("matches each kind through its table's GIN index (the query's document is the index's)", async () => {
    const documents: [string, SQL, SQL][] = [
      ['accounts', sql`${accounts}`, accountSearchDocument],
      ['activities', sql`${activities}`, activitySearchDocument],
      ['channels', sql`${channels}`, channelSearchDocument],
      ['contents', sql`${contents}`, contentSearchDocument],
      ['events', sql`${events}`, eventSearchDocument],
      ['groups', sql`${groups}`, groupSearchDocument],
    ];
    for (const [name, table, document] of documents) {
      const plan = await db().transaction(async (tx) => {
        // Tables this small are read whole unless the planner is told otherwise.
        await tx.execute(sql`set local enable_seqscan = off`);
        const answer = await tx.execute(
          sql`explain select 1 from ${table} where ${matchesSql(document, "'harb':*")}`,
        );
        return JSON.stringify((answer as unknown as { rows: unknown[] }).rows);
      });
      expect(plan, name).toContain(`${name}_search_idx`);
    }
  });
});
