import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityInterests,
  groupMemberships,
  groups,
  interests,
  notifications,
} from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

interface ActivityBody {
  id: string;
  message: string;
  commentedId: string | null;
  commented: { id: string; message: string; account: { id: string } } | null;
  entities: ActivityEntityBody[] | null;
  groupId: string | null;
  group: { id: string; slug: string; name: string } | null;
  likes: { createdAt: string }[];
  comments: { id: string }[];
  reports: { id: string; createdAt: string }[];
  _count: { likes: number; comments: number };
  account: { id: string };
}

interface ActivityEntityBody {
  type: 'mention' | 'interest' | 'link' | 'segment';
  startIndex: number;
  endIndex: number;
  marks: string[];
  account: { id: string; username: string } | null;
  interest: { id: string; name: string; slug: string } | null;
  href: string | null;
  linkPreview: null;
}

describe('activities routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let maya: TestUser;
  let omar: TestUser;
  let lena: TestUser;
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    other = await t.createOrganization();
    maya = await t.createUser(org);
    omar = await t.createUser(org);
    lena = await t.createUser(org);
    admin = await t.createUser(org, { admin: true });
    stranger = await t.createUser(other);
  });
  afterAll(() => t.close());

  const db = () => t.runtime.services.db;
  const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

  async function post(user: TestUser, payload: Record<string, unknown>): Promise<ActivityBody> {
    const response = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as ActivityBody;
  }
  const get = (url: string, user?: TestUser) =>
    t.inject({ method: 'GET', url, headers: user ? user.headers : org.headers });

  async function group(
    access: 'public' | 'private',
    members: { user: TestUser; role: 'member' | 'moderator' }[],
  ) {
    const slug = `group-${crypto.randomUUID().slice(0, 8)}`;
    const [row] = await db()
      .insert(groups)
      .values({ organizationId: org.id, slug, name: `Group ${slug}`, access })
      .returning();
    for (const { user, role } of members) {
      await db()
        .insert(groupMemberships)
        .values({ organizationId: org.id, groupId: row!.id, accountId: user.accountId, role });
    }
    return row!;
  }

  it('posts an activity, reads it back, and refuses anonymous (401), disabled (462) and foreign ids (404)', async () => {
    const created = await post(maya, { message: 'Hello harbour' });
    expect(created).toMatchObject({
      message: 'Hello harbour',
      account: { id: maya.accountId },
      _count: { likes: 0, comments: 0 },
      likes: [],
      comments: [],
      group: null,
    });
    const read = await get(`/api/activities/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(created.id);

    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: org.headers,
      payload: { message: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const disabled = await t.createUser(org, { disabled: true });
    const refused = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: disabled.headers,
      payload: { message: 'x' },
    });
    expect(refused.statusCode).toBe(462);
    expect(refused.json().message).toBe('account disabled');

    const foreign = await t.inject({
      method: 'GET',
      url: `/api/activities/${created.id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: maya.headers,
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('message');
    const slug = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: maya.headers,
      payload: { message: 'x', groupId: 'my-group' },
    });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().message).toBe('Invalid groupId. Did you pass in the slug?');
  });

  it('builds the feed from own posts, followed accounts and featured posts, newest first', async () => {
    const a = await t.createUser(org);
    const followed = await t.createUser(org);
    const unrelated = await t.createUser(org);
    await t.inject({
      method: 'POST',
      url: `/api/accounts/${followed.accountId}/follow`,
      headers: a.headers,
    });
    const own = await post(a, { message: 'mine' });
    const theirs = await post(followed, { message: 'followed' });
    const hidden = await post(unrelated, { message: 'unrelated' });
    const featured = await post(unrelated, { message: 'featured' });
    await db().update(activities).set({ featured: true }).where(eq(activities.id, featured.id));

    const feed = await get('/api/activities?pageSize=50', a);
    const feedIds = ids(feed.json());
    expect(feedIds).toEqual(expect.arrayContaining([own.id, theirs.id, featured.id]));
    expect(feedIds).not.toContain(hidden.id);
    expect(feedIds.indexOf(featured.id)).toBeLessThan(feedIds.indexOf(own.id));

    const featuredList = await get('/api/activities?featured=true', a);
    expect(ids(featuredList.json())).toEqual([featured.id]);

    const anonymous = await get('/api/activities?pageSize=100');
    expect(ids(anonymous.json())).toEqual(expect.arrayContaining([own.id, hidden.id]));

    const paged = await get('/api/activities?pageSize=2', a);
    expect(paged.json().data).toHaveLength(2);
    const foreignFeed = await t.inject({
      method: 'GET',
      url: '/api/activities?pageSize=100',
      headers: stranger.headers,
    });
    expect(ids(foreignFeed.json())).not.toContain(own.id);
  });

  it('likes and unlikes idempotently with the count in step, per-viewer likes, and a LIKE notification', async () => {
    const activity = await post(maya, { message: 'like me' });
    const like = () =>
      t.inject({
        method: 'POST',
        url: `/api/activities/${activity.id}/likes`,
        headers: omar.headers,
      });
    const first = await like();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      _count: { likes: 1 },
      likes: [{ createdAt: expect.any(String) }],
    });
    expect((await like()).json().data._count.likes).toBe(1);

    const asAuthor = await get(`/api/activities/${activity.id}`, maya);
    expect(asAuthor.json().data).toMatchObject({ _count: { likes: 1 }, likes: [] });

    const sent = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, maya.accountId));
    expect(
      sent.filter((row) => row.type === 'LIKE' && row.activityId === activity.id),
    ).toHaveLength(1);

    const unlike = () =>
      t.inject({
        method: 'DELETE',
        url: `/api/activities/${activity.id}/likes`,
        headers: omar.headers,
      });
    expect((await unlike()).json().data).toMatchObject({ _count: { likes: 0 }, likes: [] });
    expect((await unlike()).json().data._count.likes).toBe(0);

    const anonymous = await t.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/likes`,
      headers: org.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/likes`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  // Likes that really race run on PostgreSQL in activities.races.test.ts.
  it('counts repeated likes once, and refuses a disabled account (462)', async () => {
    const activity = await post(maya, { message: 'popular' });
    const fans = await Promise.all(Array.from({ length: 6 }, () => t.createUser(org)));
    const likes = await Promise.all(
      [...fans, fans[0]!, fans[0]!, fans[1]!].map((fan) =>
        t.inject({
          method: 'POST',
          url: `/api/activities/${activity.id}/likes`,
          headers: fan.headers,
        }),
      ),
    );
    expect(likes.map((response) => response.statusCode)).toEqual(likes.map(() => 200));
    expect((await get(`/api/activities/${activity.id}`)).json().data._count.likes).toBe(6);
    await Promise.all(
      fans.slice(0, 3).map((fan) =>
        t.inject({
          method: 'DELETE',
          url: `/api/activities/${activity.id}/likes`,
          headers: fan.headers,
        }),
      ),
    );
    expect((await get(`/api/activities/${activity.id}`)).json().data._count.likes).toBe(3);
    const disabled = await t.createUser(org, { disabled: true });
    const refused = await t.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/likes`,
      headers: disabled.headers,
    });
    expect(refused.statusCode).toBe(462);

    const comment = await post(fans[4]!, { message: 'reply', commentedId: activity.id });
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${activity.id}`,
      headers: maya.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/activities/${activity.id}`)).statusCode).toBe(404);
    expect((await get(`/api/activities/${comment.id}`)).statusCode).toBe(404);
  });

  it('comments bump the parent count, list newest first, and deleting a comment takes it back', async () => {
    const parent = await post(maya, { message: 'parent' });
    const c1 = await post(omar, { message: 'first', commentedId: parent.id });
    const c2 = await post(lena, { message: 'second', commentedId: parent.id });
    expect(c1.commentedId).toBe(parent.id);
    expect(c1.commented).toMatchObject({
      id: parent.id,
      message: 'parent',
      account: { id: maya.accountId },
    });
    expect(parent.commented).toBeNull();
    const listed = (await get(`/api/activities/${parent.id}/comments`)).json()
      .data as ActivityBody[];
    expect(listed.map((comment) => comment.commented?.id)).toEqual([parent.id, parent.id]);

    const asOmar = (await get(`/api/activities/${parent.id}`, omar)).json().data as ActivityBody;
    expect(asOmar._count.comments).toBe(2);
    expect(asOmar.comments).toEqual([{ id: c1.id }]);

    const comments = await get(`/api/activities/${parent.id}/comments`);
    expect(ids(comments.json())).toEqual([c2.id, c1.id]);
    const feed = await get('/api/activities?pageSize=100', omar);
    expect(ids(feed.json())).not.toContain(c1.id);

    const sent = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, maya.accountId));
    expect(
      sent.filter((row) => row.type === 'COMMENT' && row.activityId === parent.id),
    ).toHaveLength(2);

    const notMine = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${c1.id}`,
      headers: lena.headers,
    });
    expect(notMine.statusCode).toBe(403);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${c1.id}`,
      headers: omar.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/activities/${parent.id}`)).json().data._count.comments).toBe(1);
    expect((await get(`/api/activities/${c1.id}`)).statusCode).toBe(404);

    const byAdmin = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${c2.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await get(`/api/activities/${parent.id}`)).json().data._count.comments).toBe(0);

    const missingParent = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: omar.headers,
      payload: { message: 'x', commentedId: crypto.randomUUID() },
    });
    expect(missingParent.statusCode).toBe(404);
    const foreignDelete = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${parent.id}`,
      headers: stranger.headers,
    });
    expect(foreignDelete.statusCode).toBe(404);
  });

  describe('entities', () => {
    async function interest(name: string) {
      const slug = name.toLowerCase();
      const [row] = await db()
        .insert(interests)
        .values({ organizationId: org.id, name, slug })
        .returning();
      return row!;
    }

    it('finds mentions, hashtags and links in the message, with their offsets and referents', async () => {
      const sailing = await interest(`Sailing${crypto.randomUUID().slice(0, 6)}`);
      const message = `Hi @${omar.username} and @nobody-here! #${sailing.slug} see https://example.org/a?b=1. Mail x@${lena.username}`;
      const created = await post(maya, { message });
      const mentionAt = message.indexOf(`@${omar.username}`);
      const tagAt = message.indexOf(`#${sailing.slug}`);
      const linkAt = message.indexOf('https://');
      expect(created.entities).toEqual([
        {
          type: 'mention',
          startIndex: mentionAt,
          endIndex: mentionAt + omar.username.length + 1,
          marks: [],
          account: expect.objectContaining({ id: omar.accountId, username: omar.username }),
          interest: null,
          href: null,
          linkPreview: null,
        },
        {
          type: 'interest',
          startIndex: tagAt,
          endIndex: tagAt + sailing.slug.length + 1,
          marks: [],
          account: null,
          interest: { id: sailing.id, name: sailing.name, slug: sailing.slug },
          href: null,
          linkPreview: null,
        },
        {
          type: 'link',
          startIndex: linkAt,
          endIndex: linkAt + 'https://example.org/a?b=1'.length,
          marks: [],
          account: null,
          interest: null,
          href: 'https://example.org/a?b=1',
          linkPreview: null,
        },
      ]);
      const linked = await db()
        .select()
        .from(activityInterests)
        .where(eq(activityInterests.activityId, created.id));
      expect(linked.map((row) => row.interestId)).toEqual([sailing.id]);
      const read = (await get(`/api/activities/${created.id}`)).json().data as ActivityBody;
      expect(read.entities).toEqual(created.entities);

      const [stored] = await db().select().from(activities).where(eq(activities.id, created.id));
      expect(stored!.entities).toHaveLength(3);
      // The counter the lists read before the interests' sub-select, kept with the links.
      expect(stored!.interestsCount).toBe(1);
      const listed = (await get(`/api/activities?pageSize=50`, maya)).json().data as {
        id: string;
        interests: unknown[];
      }[];
      expect(listed.find((row) => row.id === created.id)?.interests).toEqual([
        { id: sailing.id, name: sailing.name, slug: sailing.slug },
      ]);
      await db().update(activities).set({ entities: null }).where(eq(activities.id, created.id));
      expect((await get(`/api/activities/${created.id}`)).json().data.entities).toBeNull();
    });

    it('notifies each mentioned member once (not the author, nor a non-member of a private group)', async () => {
      const mentionsOf = async (user: TestUser) =>
        (
          await db().select().from(notifications).where(eq(notifications.accountId, user.accountId))
        ).filter((row) => row.type === 'MENTION');
      const before = (await mentionsOf(lena)).length;
      const message = `Thanks @${lena.username}, @${lena.username} and @${maya.username}!`;
      const created = await post(maya, {
        message,
        entities: [
          {
            type: 'mention',
            startIndex: message.indexOf('@'),
            endIndex: message.indexOf('@') + lena.username.length + 1,
            accountId: lena.accountId,
          },
        ],
      });
      const lenas = await mentionsOf(lena);
      expect(lenas).toHaveLength(before + 1);
      expect(lenas.at(-1)).toMatchObject({ activityId: created.id, senderId: maya.accountId });
      expect((await mentionsOf(maya)).map((row) => row.activityId)).not.toContain(created.id);

      // A comment's mention leads to the post it comments on.
      await post(omar, { message: `Agreed @${lena.username}`, commentedId: created.id });
      expect((await mentionsOf(lena)).filter((row) => row.activityId === created.id)).toHaveLength(
        2,
      );

      // In a private group only its members hear of it: Omar is not one, Lena is.
      const club = await group('private', [
        { user: maya, role: 'member' },
        { user: lena, role: 'member' },
      ]);
      const inGroup = await post(maya, {
        message: `@${omar.username} @${lena.username} see this`,
        groupId: club.id,
      });
      expect((await mentionsOf(omar)).map((row) => row.activityId)).not.toContain(inGroup.id);
      expect((await mentionsOf(lena)).map((row) => row.activityId)).toContain(inGroup.id);
    });

    it('keeps checked client entities (marks, links, interests) and fills in the rest', async () => {
      const gardens = await interest(`Gardens${crypto.randomUUID().slice(0, 6)}`);
      const message = `Bold start, ${gardens.name} and @${lena.username} here`;
      const nameAt = message.indexOf(gardens.name);
      const created = await post(maya, {
        message,
        entities: [
          { type: 'segment', startIndex: 0, endIndex: 4, marks: ['bold', 'italic'] },
          {
            type: 'interest',
            startIndex: nameAt,
            endIndex: nameAt + gardens.name.length,
            marks: [],
            interestId: gardens.id,
          },
          {
            type: 'link',
            startIndex: 5,
            endIndex: 10,
            marks: ['underline'],
            href: 'https://example.org',
          },
        ],
      });
      const mentionAt = message.indexOf('@');
      expect(
        created.entities!.map(({ type, startIndex, endIndex, marks, href }) => ({
          type,
          startIndex,
          endIndex,
          marks,
          href,
        })),
      ).toEqual([
        { type: 'segment', startIndex: 0, endIndex: 4, marks: ['bold', 'italic'], href: null },
        {
          type: 'link',
          startIndex: 5,
          endIndex: 10,
          marks: ['underline'],
          href: 'https://example.org',
        },
        {
          type: 'interest',
          startIndex: nameAt,
          endIndex: nameAt + gardens.name.length,
          marks: [],
          href: null,
        },
        {
          type: 'mention',
          startIndex: mentionAt,
          endIndex: mentionAt + lena.username.length + 1,
          marks: [],
          href: null,
        },
      ]);
      expect(created.entities![2]!.interest?.id).toBe(gardens.id);
      expect(created.entities![3]!.account?.id).toBe(lena.accountId);
    });

    it('refuses client entities whose offsets or referents do not match the message (400)', async () => {
      const message = `Hello @${omar.username}`;
      const at = message.indexOf('@');
      const foreignInterest = await db()
        .insert(interests)
        .values({ organizationId: other.id, name: 'Elsewhere', slug: 'elsewhere' })
        .returning();
      for (const [entity, field] of [
        [{ type: 'segment', startIndex: 0, endIndex: 500, marks: [] }, 'entities.0'],
        [{ type: 'segment', startIndex: 3, endIndex: 3, marks: [] }, 'entities.0.endIndex'],
        [
          {
            type: 'mention',
            startIndex: 0,
            endIndex: 5,
            marks: [],
            accountId: omar.accountId,
          },
          'entities.0',
        ],
        [
          {
            type: 'mention',
            startIndex: at,
            endIndex: at + omar.username.length + 1,
            marks: [],
            accountId: stranger.accountId,
          },
          'entities.0',
        ],
        [
          {
            type: 'interest',
            startIndex: 0,
            endIndex: 5,
            marks: [],
            interestId: foreignInterest[0]!.id,
          },
          'entities.0',
        ],
        [
          { type: 'link', startIndex: 0, endIndex: 5, marks: [], href: 'javascript:alert(1)' },
          'entities.0.href',
        ],
        [{ type: 'segment', startIndex: 0, endIndex: 5, marks: ['blink'] }, 'entities.0.marks.0'],
      ] as const) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/activities',
          headers: maya.headers,
          payload: { message, entities: [entity] },
        });
        expect(response.statusCode, JSON.stringify(entity)).toBe(400);
        expect(response.json(), JSON.stringify(entity)).toMatchObject({
          code: 'VALIDATION',
          field,
        });
      }
      const overlapping = await t.inject({
        method: 'POST',
        url: '/api/activities',
        headers: maya.headers,
        payload: {
          message,
          entities: [
            { type: 'link', startIndex: 0, endIndex: 5, marks: [], href: 'https://a.example' },
            { type: 'link', startIndex: 3, endIndex: 8, marks: [], href: 'https://b.example' },
          ],
        },
      });
      expect(overlapping.statusCode).toBe(400);
      expect(overlapping.json()).toMatchObject({ field: 'entities.1' });
    });
  });

  it('blocked accounts vanish from each other’s feeds and comments, and cannot comment or like', async () => {
    const a = await t.createUser(org);
    const b = await t.createUser(org);
    await t.inject({
      method: 'POST',
      url: `/api/accounts/${b.accountId}/follow`,
      headers: a.headers,
    });
    const byB = await post(b, { message: 'from b' });
    const byA = await post(a, { message: 'from a' });
    const bComment = await post(b, { message: 'b on a', commentedId: byA.id });
    expect(ids((await get('/api/activities?pageSize=100', a)).json())).toContain(byB.id);

    await t.inject({
      method: 'POST',
      url: `/api/accounts/${b.accountId}/block`,
      headers: a.headers,
    });
    expect(ids((await get('/api/activities?pageSize=100', a)).json())).not.toContain(byB.id);
    expect(ids((await get('/api/activities?pageSize=100', b)).json())).not.toContain(byA.id);
    expect(ids((await get(`/api/activities/${byA.id}/comments`, a)).json())).not.toContain(
      bComment.id,
    );
    expect(ids((await get(`/api/accounts/${b.accountId}/activities`, a)).json())).toEqual([]);

    const comment = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: b.headers,
      payload: { message: 'hi', commentedId: byA.id },
    });
    expect(comment.statusCode).toBe(403);
    const like = await t.inject({
      method: 'POST',
      url: `/api/activities/${byB.id}/likes`,
      headers: a.headers,
    });
    expect(like.statusCode).toBe(403);
  });

  it('keeps group posts to their group: members post, private content needs membership, moderators delete', async () => {
    const poster = await t.createUser(org);
    const moderator = await t.createUser(org);
    const outsider = await t.createUser(org);
    const club = await group('private', [
      { user: poster, role: 'member' },
      { user: moderator, role: 'moderator' },
    ]);
    const inGroup = await post(poster, { message: 'members only', groupId: club.id });
    expect(inGroup.group).toEqual({ id: club.id, slug: club.slug, name: club.name });

    const outsiderPost = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: outsider.headers,
      payload: { message: 'let me in', groupId: club.id },
    });
    expect(outsiderPost.statusCode).toBe(453);
    expect((await get(`/api/activities/${inGroup.id}`, outsider)).statusCode).toBe(453);
    expect((await get(`/api/activities/${inGroup.id}`, moderator)).statusCode).toBe(200);

    expect(ids((await get('/api/activities?pageSize=100', moderator)).json())).toContain(
      inGroup.id,
    );
    expect(ids((await get('/api/activities?pageSize=100', outsider)).json())).not.toContain(
      inGroup.id,
    );
    expect(
      ids((await get(`/api/accounts/${poster.accountId}/activities`, outsider)).json()),
    ).toEqual([]);
    expect(ids((await get('/api/activities?pageSize=100')).json())).not.toContain(inGroup.id);

    const byOutsider = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${inGroup.id}`,
      headers: outsider.headers,
    });
    expect(byOutsider.statusCode).toBe(453);
    const byModerator = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${inGroup.id}`,
      headers: moderator.headers,
    });
    expect(byModerator.statusCode).toBe(200);

    const wrongGroup = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: poster.headers,
      payload: { message: 'x', groupId: crypto.randomUUID() },
    });
    expect(wrongGroup.statusCode).toBe(404);
  });

  it("marks on a list's rows the viewer's own like, comments and report, and nobody else's", async () => {
    const activity = await post(maya, { message: 'marked' });
    const untouched = await post(maya, { message: 'unmarked' });
    const act = (url: string, payload?: Record<string, unknown>) =>
      t.inject({ method: 'POST', url, headers: omar.headers, ...(payload ? { payload } : {}) });
    expect((await act(`/api/activities/${activity.id}/likes`)).statusCode).toBe(200);
    expect(
      (await act(`/api/activities/${activity.id}/report`, { reason: 'spam' })).statusCode,
    ).toBe(200);
    const mine = await post(omar, { message: 'mine', commentedId: activity.id });
    await post(lena, { message: 'hers', commentedId: activity.id });

    const rowsFor = async (user?: TestUser) => {
      const list = await get(`/api/accounts/${maya.accountId}/activities?pageSize=100`, user);
      expect(list.statusCode, list.body).toBe(200);
      const rows = list.json().data as ActivityBody[];
      return {
        marked: rows.find((row) => row.id === activity.id)!,
        unmarked: rows.find((row) => row.id === untouched.id)!,
      };
    };
    const asOmar = await rowsFor(omar);
    expect(asOmar.marked).toMatchObject({
      _count: { likes: 1, comments: 2 },
      likes: [{ createdAt: expect.any(String) }],
      comments: [{ id: mine.id }],
      reports: [{ id: expect.any(String), createdAt: expect.any(String) }],
    });
    expect(asOmar.unmarked).toMatchObject({ likes: [], comments: [], reports: [] });
    const asLena = await rowsFor(lena);
    expect(asLena.marked).toMatchObject({ likes: [], reports: [], comments: [{}] });
    expect(asLena.marked.comments).toHaveLength(1);
    expect(asLena.marked.comments[0]!.id).not.toBe(mine.id);
    const anonymous = await rowsFor();
    expect(anonymous.marked).toMatchObject({ likes: [], comments: [], reports: [] });
  });

  it('reports an activity and withdraws the report', async () => {
    const activity = await post(maya, { message: 'questionable' });
    const report = await t.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/report`,
      headers: omar.headers,
      payload: { reason: 'spam' },
    });
    expect(report.statusCode).toBe(200);
    const [mark] = (report.json().data as ActivityBody).reports;
    expect(mark).toBeDefined();

    const byOther = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${activity.id}/report/${mark!.id}`,
      headers: lena.headers,
    });
    expect(byOther.statusCode).toBe(403);
    const withdraw = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${activity.id}/report/${mark!.id}`,
      headers: omar.headers,
    });
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.json().data.reports).toEqual([]);
    const again = await t.inject({
      method: 'DELETE',
      url: `/api/activities/${activity.id}/report/${mark!.id}`,
      headers: omar.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lists an account’s posts, its media, and the self list', async () => {
    const author = await t.createUser(org);
    const one = await post(author, { message: 'one' });
    const two = await post(author, { message: 'two' });
    expect(ids((await get(`/api/accounts/${author.username}/activities`)).json())).toEqual([
      two.id,
      one.id,
    ]);
    expect(ids((await get('/api/self/activities', author)).json())).toEqual([two.id, one.id]);
    expect((await get('/api/self/activities')).statusCode).toBe(401);
    await db()
      .update(activities)
      .set({
        image: {
          id: 'img',
          uri: 'https://example.test/a.jpg',
          width: 10,
          height: 10,
          moderation: 'safe',
        },
      })
      .where(eq(activities.id, one.id));
    expect(ids((await get(`/api/accounts/${author.accountId}/media?type=images`)).json())).toEqual([
      one.id,
    ]);
    expect(ids((await get(`/api/accounts/${author.accountId}/media?type=videos`)).json())).toEqual(
      [],
    );
    expect((await get(`/api/accounts/${stranger.accountId}/activities`)).statusCode).toBe(404);
  });

  it('attaches an uploaded image by imageId and lists it as media; unknown or foreign images are 404', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const upload = await t.inject({
      method: 'POST',
      url: '/api/storage/images/upload',
      headers: maya.headers,
      payload: { type: 'activity', dataUri: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(upload.statusCode).toBe(200);
    const image = upload.json().data;
    const created = await post(maya, { message: 'with a picture', imageId: image.id });
    expect(created).toMatchObject({
      image: { id: image.id, uri: image.uri, width: 40, height: 20 },
    });
    expect(ids((await get(`/api/accounts/${maya.accountId}/media?type=images`)).json())).toContain(
      created.id,
    );

    const unknown = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: maya.headers,
      payload: { message: 'x', imageId: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().field).toBe('imageId');
    const foreign = await t.inject({
      method: 'POST',
      url: '/api/activities',
      headers: stranger.headers,
      payload: { message: 'x', imageId: image.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 456 when the activities module is off', async () => {
    const bare = await t.createOrganization({ modules: ['accounts'] });
    const response = await t.inject({
      method: 'GET',
      url: '/api/activities',
      headers: bare.headers,
    });
    expect(response.statusCode).toBe(456);
  });
});
