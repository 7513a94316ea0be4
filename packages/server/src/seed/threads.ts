import type { ThreadEntity } from '@convene/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  eventRegistrations,
  events,
  groupMemberships,
  groups,
  threadMessageReactions,
  threadMessages,
  threads,
} from '../db/schema/index';
import { insertThread, upsertMember } from '../modules/threads/index';
import type { SeedContext } from './seed-context';

/*
 * The demo's threads: a thread for each of the demo's groups and for a
 * featured event, each with a discussion among its members (replies, reactions, a mention
 * and a link), and one standalone public thread. Written straight into the tables (the
 * live publishing of the API has no one to reach while seeding).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MAYA = 'maya-lindqvist';
const OMAR = 'omar-haddad';

/** One line of a seeded discussion: who (an index into the speakers), what, reply to which line. */
interface Line {
  who: number;
  body: string;
  replyTo?: number;
  reactions?: string[];
  /** Mention the speaker of this line (an index into the speakers) at `@name`. */
  mention?: number;
}

const GROUP_TALK: Record<string, Line[]> = {
  'Harbour Sailors': [
    {
      who: 0,
      body: 'Forecast says 12 knots from the south-west on Saturday. Perfect regatta weather.',
    },
    { who: 1, body: 'Finally! Who still needs a crew spot?', reactions: ['sailboat', 'thumbsup'] },
    { who: 2, body: 'Me, please. I can helm or trim, whatever the skipper needs.', replyTo: 1 },
    { who: 3, body: 'The tide tables are here: https://tides.example.org/harbour #regatta' },
    { who: 0, body: 'Briefing at 09:30 on pier 3. Bring your own life jacket if you have one.' },
    { who: 1, body: '@{mention} can you bring the spare gloves from the club house?', mention: 0 },
  ],
  'Thursday Open Studio': [
    { who: 0, body: 'Kiln is firing on Wednesday night, so bisque pieces will be ready Thursday.' },
    { who: 1, body: 'Great, I have three bowls waiting for glaze.', reactions: ['tada'] },
    { who: 2, body: 'Is the celadon glaze back in stock?' },
    { who: 0, body: 'Yes, two new buckets arrived on Monday.', replyTo: 2 },
  ],
  'Trail Runners': [
    {
      who: 0,
      body: 'Sunday long run: 18 km on the ridge loop, easy pace. Meet at the north gate 08:00.',
    },
    { who: 1, body: 'Is the creek crossing passable after the rain?' },
    { who: 2, body: 'Walked it yesterday, ankle deep at most.', replyTo: 1, reactions: ['runner'] },
  ],
};

const DEFAULT_TALK: Line[] = [
  { who: 0, body: 'Welcome to the group thread! Ask anything about our next meetup here.' },
  { who: 1, body: 'Thanks! Looking forward to it.', reactions: ['wave'] },
  { who: 0, body: 'The schedule for the month is pinned in the announcements.', replyTo: 1 },
];

const EVENT_TALK: Line[] = [
  { who: 0, body: 'Looking forward to seeing everyone! Doors open 30 minutes early.' },
  { who: 1, body: 'Is there parking near the venue?' },
  {
    who: 0,
    body: 'Yes, the harbour lot is free on weekends.',
    replyTo: 1,
    reactions: ['thumbsup'],
  },
  { who: 2, body: 'I can give two people a ride from the station. #carpool' },
];

const WELCOME_TALK: Line[] = [
  {
    who: 0,
    body: 'Welcome to the community discussion! Introduce yourself and say what you make or do.',
  },
  {
    who: 1,
    body: 'Hi all, Maya here. Ceramics on Thursdays, sailing on weekends.',
    reactions: ['wave', 'heart'],
  },
  { who: 2, body: 'New in town and looking for a running group, any tips?' },
  {
    who: 1,
    body: '@{mention} the Trail Runners meet every Sunday, come along!',
    replyTo: 2,
    mention: 2,
  },
  { who: 0, body: 'The full calendar is at https://convene.example.org/events' },
];

/** Entities of a line's body: the mention, links and hashtags it contains. */
function entitiesOf(
  body: string,
  mention: { name: string; accountId: string } | null,
): ThreadEntity[] {
  const entities: ThreadEntity[] = [];
  if (mention) {
    const at = body.indexOf(`@${mention.name}`);
    if (at >= 0)
      entities.push({
        type: 'mention',
        offset: at,
        length: mention.name.length + 1,
        accountId: mention.accountId,
      });
  }
  for (const match of body.matchAll(/https?:\/\/\S+/g))
    entities.push({ type: 'link', offset: match.index, length: match[0].length, url: match[0] });
  for (const match of body.matchAll(/#([\p{L}\p{N}_]+)/gu))
    entities.push({
      type: 'hashtag',
      offset: match.index,
      length: match[0].length,
      tag: match[1] ?? '',
    });
  return entities;
}

/** Writes a discussion into a thread, `speakers` in turn, the last line `endedAgo` ago. */
async function discuss(
  db: Database,
  thread: { id: string; organizationId: string },
  speakers: { id: string; name: string }[],
  lines: Line[],
  endedAgo: number,
): Promise<void> {
  if (speakers.length === 0) return;
  const speaker = (index: number) => speakers[index % speakers.length]!;
  const ids: string[] = [];
  const start = Date.now() - endedAgo - lines.length * 17 * MINUTE;
  for (const [index, line] of lines.entries()) {
    const author = speaker(line.who);
    const mentioned = line.mention === undefined ? null : speaker(line.mention);
    const body = mentioned ? line.body.replace('{mention}', mentioned.name) : line.body;
    const sentAt = new Date(start + index * 17 * MINUTE);
    const replyToId = line.replyTo === undefined ? null : (ids[line.replyTo] ?? null);
    const [row] = await db
      .insert(threadMessages)
      .values({
        organizationId: thread.organizationId,
        threadId: thread.id,
        seq: index + 1,
        accountId: author.id,
        body,
        entities: entitiesOf(
          body,
          mentioned ? { name: mentioned.name, accountId: mentioned.id } : null,
        ),
        replyToId,
        sentAt,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning({ id: threadMessages.id });
    ids.push(row!.id);
    if (replyToId)
      await db
        .update(threadMessages)
        .set({ replyCount: sql`${threadMessages.replyCount} + 1` })
        .where(eq(threadMessages.id, replyToId));
    for (const [n, emojiName] of (line.reactions ?? []).entries()) {
      await db
        .insert(threadMessageReactions)
        .values({
          organizationId: thread.organizationId,
          threadId: thread.id,
          messageId: row!.id,
          accountId: speaker(line.who + n + 1).id,
          emojiName,
        })
        .onConflictDoNothing();
    }
    await upsertMember(db, {
      organizationId: thread.organizationId,
      threadId: thread.id,
      accountId: author.id,
      lastReadSeq: index + 1,
      lastReadAt: sentAt,
    });
  }
  const last = lines.at(-1)!;
  const lastBody =
    last.mention === undefined
      ? last.body
      : last.body.replace('{mention}', speaker(last.mention).name);
  await db
    .update(threads)
    .set({
      messageSeq: lines.length,
      messageCount: lines.length,
      lastMessageAt: new Date(start + (lines.length - 1) * 17 * MINUTE),
      lastMessage: lastBody,
    })
    .where(eq(threads.id, thread.id));
}

export async function seedThreads(context: SeedContext): Promise<void> {
  const db = context.services.db;
  const organizationId = context.demo.id;
  const accounts = context.accounts.demo;
  const nameOf = (username: string) => username.split('-')[0] ?? username;

  // Every group of the demo gets its thread, its members talking (moderators first).
  const groupRows = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.organizationId, organizationId))
    .orderBy(asc(groups.createdAt));
  const usernames = new Map([...accounts].map(([username, id]) => [id, username]));
  for (const [index, group] of groupRows.entries()) {
    const members = await db
      .select({ accountId: groupMemberships.accountId })
      .from(groupMemberships)
      .where(
        and(
          eq(groupMemberships.groupId, group.id),
          inArray(groupMemberships.role, ['moderator', 'admin', 'manager', 'member']),
        ),
      )
      .orderBy(desc(groupMemberships.role), asc(groupMemberships.createdAt));
    const thread = await insertThread(db, {
      organizationId,
      name: group.name,
      access: 'private',
      groupId: group.id,
    });
    if (!thread || members.length < 2) continue;
    const speakers = members.map(({ accountId }) => ({
      id: accountId,
      name: nameOf(usernames.get(accountId) ?? 'member'),
    }));
    await discuss(db, thread, speakers, GROUP_TALK[group.name] ?? DEFAULT_TALK, (index + 1) * HOUR);
  }

  // A featured event's thread: its host and registered attendees.
  const [event] = await db
    .select({ id: events.id, name: events.name, creatorId: events.creatorId })
    .from(events)
    .where(
      and(
        eq(events.organizationId, organizationId),
        eq(events.featured, true),
        eq(events.status, 'ready'),
      ),
    )
    .orderBy(asc(events.eventStart))
    .limit(1);
  if (event) {
    const attendees = await db
      .select({ accountId: eventRegistrations.accountId })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'registered')),
      )
      .orderBy(asc(eventRegistrations.createdAt))
      .limit(6);
    const thread = await insertThread(db, {
      organizationId,
      name: event.name,
      access: 'private',
      eventId: event.id,
    });
    const ids = [
      ...new Set([event.creatorId, ...attendees.map((a) => a.accountId)].filter(Boolean)),
    ] as string[];
    if (thread && ids.length >= 2)
      await discuss(
        db,
        thread,
        ids.map((id) => ({ id, name: nameOf(usernames.get(id) ?? 'guest') })),
        EVENT_TALK,
        30 * MINUTE,
      );
  }

  // One standalone public thread, started by the host.
  const omar = accounts.get(OMAR);
  const maya = accounts.get(MAYA);
  if (!omar || !maya) return;
  const others = [...accounts.values()].filter((id) => id !== omar && id !== maya).slice(0, 6);
  const welcome = await insertThread(db, {
    organizationId,
    name: 'Welcome and introductions',
    description: 'Say hello, tell us what you make or do, and find people who share it.',
    access: 'public',
    featured: true,
    creatorId: omar,
  });
  if (!welcome) return;
  await upsertMember(db, {
    organizationId,
    threadId: welcome.id,
    accountId: omar,
    role: 'moderator',
  });
  for (const id of [maya, ...others])
    await upsertMember(db, { organizationId, threadId: welcome.id, accountId: id });
  await discuss(
    db,
    welcome,
    [omar, maya, ...others].map((id) => ({ id, name: nameOf(usernames.get(id) ?? 'member') })),
    WELCOME_TALK,
    10 * MINUTE,
  );
}
