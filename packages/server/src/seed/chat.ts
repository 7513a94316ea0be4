import type { Executor } from '../db/client';
import {
  appendMessage,
  insertChannel,
  insertMembers,
  messageHtml,
  upsertDirectChannel,
} from '../modules/chat/index';
import type { SeedContext } from './seed-context';

/*
 * The demo's conversations: member@example.com (Maya) with host@example.com
 * (Omar) in a 1:1, and a group of three planning the harbour meetup. Omar's last message
 * in the 1:1 is unread, so the conversation list shows an unread badge.
 */

const MINUTE = 60_000;
const MAYA = 'maya-lindqvist';
const OMAR = 'omar-haddad';

type Line = [speaker: string, text: string];

const DIRECT: Line[] = [
  [OMAR, 'Hi Maya! Are you still up for running the open studio at the maker fair?'],
  [MAYA, 'Absolutely. I can bring two wheels and enough clay for about twenty people.'],
  [OMAR, 'Perfect. The hall opens at 9, setup is from 8. Details: https://example.com/maker-fair'],
  [MAYA, 'Great, I will be there at 8 sharp.'],
  [OMAR, 'Thanks! I will save you the corner by the windows, the light is best there.'],
];

const GROUP_NAME = 'Harbour meetup crew';

function group(third: string): Line[] {
  return [
    [OMAR, 'Welcome aboard! This is where we plan the harbour meetup on Saturday.'],
    [third, 'Thanks for adding me. Should I bring the coffee urn again?'],
    [MAYA, 'Yes please! I will bake cinnamon buns.'],
    [OMAR, 'Wonderful. We meet at the north pier at 10, rain or shine.'],
    [third, 'See you there ⛵'],
  ];
}

async function say(
  db: Executor,
  organizationId: string,
  channelId: string,
  lines: Line[],
  ids: Map<string, string>,
  start: number,
): Promise<void> {
  for (const [index, [speaker, text]] of lines.entries()) {
    await appendMessage(
      db,
      { organizationId },
      channelId,
      { type: 'user', accountId: ids.get(speaker)!, text, html: messageHtml(text) },
      new Date(start + index * 7 * MINUTE),
    );
  }
}

export async function seedChat(context: SeedContext): Promise<void> {
  const db = context.services.db;
  const organizationId = context.demo.id;
  const ids = context.accounts.demo;
  const maya = ids.get(MAYA);
  const omar = ids.get(OMAR);
  const third = [...ids.keys()].find((username) => username !== MAYA && username !== OMAR);
  if (!maya || !omar || !third) return;
  const scope = { organizationId };
  const now = Date.now();

  const { channel: direct } = await upsertDirectChannel(db, {
    organizationId,
    directKey: [maya, omar].sort().join(':'),
    creatorId: omar,
    createdAt: new Date(now - 3 * 60 * MINUTE),
  });
  await insertMembers(
    db,
    scope,
    direct,
    [
      { accountId: omar, role: 'moderator' },
      { accountId: maya, role: 'member' },
    ],
    new Date(now - 3 * 60 * MINUTE),
  );
  await say(db, organizationId, direct.id, DIRECT, ids, now - 2 * 60 * MINUTE);

  const crew = await insertChannel(db, {
    organizationId,
    name: GROUP_NAME,
    creatorId: omar,
    createdAt: new Date(now - 26 * 60 * MINUTE),
  });
  await insertMembers(
    db,
    scope,
    crew,
    [
      { accountId: omar, role: 'moderator' },
      { accountId: maya, role: 'member' },
      { accountId: ids.get(third)!, role: 'member' },
    ],
    new Date(now - 26 * 60 * MINUTE),
  );
  await say(db, organizationId, crew.id, group(third), ids, now - 25 * 60 * MINUTE);
}
