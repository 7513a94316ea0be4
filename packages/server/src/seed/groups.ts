import type {
  GroupAccess,
  GroupInvitationStatus,
  GroupMemberRole,
  GroupRequestStatus,
} from '@convene/contract';
import type { Database } from '../db/client';
import { insertActivity } from '../modules/activities/index';
import {
  insertAnnouncement,
  insertBlock,
  insertGroup,
  insertMembership,
  insertRequest,
  sanitizeAnnouncementHtml,
  setInvitationStatus,
  slugify,
  upsertInvitation,
} from '../modules/groups/index';
import { insertNotification } from '../modules/notifications/index';
import { storeImage } from '../storage/images';
import { generateBanner } from './people';
import type { SeedContext } from './seed-context';

const OMAR = 'omar-haddad';
const MAYA = 'maya-lindqvist';

/**
 * Who is who in a demo group. `others` picks accounts made by the community seeder by
 * position (skipped when there are not enough of them), so every role shows up without
 * this seeder inventing people of its own.
 */
interface DemoGroup {
  name: string;
  description: string;
  access: GroupAccess;
  featured?: boolean;
  members: { who: string | number; role: GroupMemberRole }[];
  requests?: { who: string | number; status: GroupRequestStatus }[];
  invitations?: { who: string | number; status: GroupInvitationStatus }[];
  blocked?: (string | number)[];
  announcements?: { title: string; html: string; email: boolean; push: boolean }[];
  posts?: { who: string | number; message: string }[];
}

const DEMO_GROUPS: DemoGroup[] = [
  {
    name: 'Harbour Sailors',
    description:
      'Weekend sailing out of the old harbour. Crews for every level; we pair newcomers with a skipper.',
    access: 'public',
    featured: true,
    members: [
      { who: OMAR, role: 'moderator' },
      { who: MAYA, role: 'member' },
      { who: 0, role: 'admin' },
      { who: 1, role: 'member' },
      { who: 2, role: 'member' },
      { who: 3, role: 'member' },
    ],
    blocked: [9],
    announcements: [
      {
        title: 'Season opening regatta',
        html: '<h2>Saturday at 10:00</h2><p>Meet at <strong>pier 3</strong>. Bring a life jacket; spare ones are in the club house.</p><ul><li>Briefing 09:30</li><li>Start 10:00</li><li>Barbecue after</li></ul>',
        email: true,
        push: true,
      },
      {
        title: 'Crew list for May',
        html: '<p>The crew list is up on the club board. Swap shifts in the group, please.</p>',
        email: false,
        push: true,
      },
    ],
    posts: [
      { who: OMAR, message: 'Wind looks perfect for Saturday. Who is in for the morning race?' },
      { who: MAYA, message: 'Count me in! I can bring the thermos and the spare gloves.' },
      { who: 1, message: 'First time on a dinghy here, any tips for a nervous beginner?' },
    ],
  },
  {
    name: 'Thursday Open Studio',
    description:
      'Wheel throwing, glazing and a lot of tea. Every Thursday from 18:00 in the ceramics room.',
    access: 'public',
    featured: true,
    members: [
      { who: MAYA, role: 'moderator' },
      { who: OMAR, role: 'member' },
      { who: 4, role: 'member' },
      { who: 5, role: 'member' },
    ],
    announcements: [
      {
        title: 'Kiln firing this week',
        html: '<p>Pieces for the bisque firing must be on the <em>left shelf</em> by Wednesday night.</p>',
        email: true,
        push: false,
      },
    ],
    posts: [
      {
        who: MAYA,
        message: 'New glaze tests are out of the kiln — the celadon came out beautifully.',
      },
      { who: 4, message: 'Is anyone free to help me center 2 kg of clay? My bowls keep wobbling.' },
    ],
  },
  {
    name: 'Spring Maker Fair Volunteers',
    description:
      'Planning the spring maker fair: stalls, workshops and the volunteer rota. Ask to join if you want to help.',
    access: 'private',
    members: [
      { who: OMAR, role: 'moderator' },
      { who: 0, role: 'manager' },
      { who: 6, role: 'member' },
    ],
    invitations: [
      { who: MAYA, status: 'invited' },
      { who: 7, status: 'rejected' },
      { who: 8, status: 'canceled' },
    ],
    requests: [
      { who: 2, status: 'requested' },
      { who: 3, status: 'rejected' },
    ],
    announcements: [
      {
        title: 'Stall map is final',
        html: '<p>The stall map is final. See the <a href="https://example.com/maker-fair/map">map</a> and confirm your slot.</p>',
        email: true,
        push: true,
      },
    ],
    posts: [
      {
        who: OMAR,
        message: 'We still need two people for the soldering workshop on Sunday morning.',
      },
      { who: 6, message: 'I can take the 10:00 slot at the entrance desk.' },
    ],
  },
  {
    name: 'Night Photography Walks',
    description:
      'Long exposures, city lights and the occasional aurora. Small group, so membership is by request.',
    access: 'private',
    members: [
      { who: 1, role: 'moderator' },
      { who: 2, role: 'member' },
      { who: 5, role: 'member' },
    ],
    requests: [{ who: MAYA, status: 'requested' }],
    posts: [
      { who: 1, message: 'Next walk: the bridges, Friday after sunset. Tripods recommended.' },
    ],
  },
  {
    name: 'Northside Book Club',
    description: 'One novel a month, discussed over coffee on the last Sunday.',
    access: 'private',
    members: [
      { who: OMAR, role: 'moderator' },
      { who: MAYA, role: 'member' },
      { who: 3, role: 'manager' },
      { who: 4, role: 'member' },
    ],
    requests: [{ who: 5, status: 'requested' }],
    invitations: [{ who: 6, status: 'invited' }],
    posts: [
      { who: MAYA, message: 'Halfway through this month’s book and I cannot put it down.' },
      { who: OMAR, message: 'Reminder: no spoilers past chapter 12 until Sunday!' },
    ],
  },
  {
    name: 'Trail Runners',
    description:
      'Easy trail runs on Tuesday evenings and a long run on Saturdays. All paces welcome.',
    access: 'public',
    members: [
      { who: 2, role: 'moderator' },
      { who: 6, role: 'member' },
      { who: 7, role: 'member' },
    ],
    posts: [
      {
        who: 2,
        message: 'Saturday long run: 14 km along the ridge, meeting at the north gate at 8.',
      },
    ],
  },
  {
    name: 'Community Garden',
    description: 'Raised beds behind the library. Seed swaps, watering rota and harvest dinners.',
    access: 'public',
    featured: true,
    members: [
      { who: 3, role: 'moderator' },
      { who: OMAR, role: 'member' },
      { who: 8, role: 'member' },
    ],
    posts: [
      { who: 3, message: 'The tomatoes are finally turning red. Harvest dinner in two weeks?' },
    ],
  },
  {
    name: 'Board Game Evenings',
    description:
      'Strategy, party and co-op games every other Friday. Bring a game or just yourself.',
    access: 'public',
    members: [
      { who: MAYA, role: 'member' },
      { who: 4, role: 'moderator' },
      { who: 9, role: 'member' },
    ],
    posts: [{ who: 4, message: 'This Friday: a big co-op campaign night. Snacks welcome.' }],
  },
  {
    name: 'Founders Circle',
    description: 'A quiet room for people running small businesses in the neighbourhood.',
    access: 'private',
    members: [
      { who: OMAR, role: 'moderator' },
      { who: 5, role: 'admin' },
    ],
    invitations: [
      { who: 1, status: 'invited' },
      { who: 2, status: 'rejected' },
    ],
    requests: [{ who: 7, status: 'requested' }],
  },
  {
    name: 'Language Exchange',
    description:
      'Swap an hour of your language for an hour of someone else’s. Spanish, Swedish, Arabic and more.',
    access: 'public',
    members: [
      { who: 6, role: 'moderator' },
      { who: OMAR, role: 'member' },
      { who: 0, role: 'member' },
    ],
    posts: [{ who: 6, message: 'Tonight’s tables: Spanish and Swedish. Arabic table next week.' }],
  },
  {
    name: 'Sea Kayak Safety',
    description:
      'Rescue drills and navigation practice for sea kayakers. Certified paddlers only, so ask first.',
    access: 'private',
    members: [
      { who: 7, role: 'moderator' },
      { who: 8, role: 'member' },
    ],
    requests: [{ who: 0, status: 'requested' }],
  },
];

const SECOND_GROUPS: DemoGroup[] = [
  {
    name: 'Northwind Woodworkers',
    description: 'Joinery, turning and tool care in the guild workshop.',
    access: 'public',
    featured: true,
    members: [{ who: 'ingrid-north', role: 'moderator' }],
    posts: [
      {
        who: 'ingrid-north',
        message: 'The lathe is back from repair. Turning night on Wednesday.',
      },
    ],
  },
  {
    name: 'Guild Council',
    description: 'Where the guild decides on budgets and workshop hours.',
    access: 'private',
    members: [{ who: 'ingrid-north', role: 'moderator' }],
  },
];

interface SeedTarget {
  db: Database;
  organizationId: string;
  /** Account ids by username. */
  accounts: Map<string, string>;
  /** Community accounts other than the two demo logins, in a stable order. */
  others: string[];
}

function resolve(target: SeedTarget, who: string | number): string | undefined {
  return typeof who === 'number' ? target.others[who] : target.accounts.get(who);
}

async function seedGroup(
  context: SeedContext,
  target: SeedTarget,
  spec: DemoGroup,
  minutesAgo: number,
): Promise<void> {
  const { db, organizationId } = target;
  const slug = slugify(spec.name);
  const generated = await generateBanner(`group:${slug}`);
  const image = await storeImage(context.services.storage, organizationId, 'groups', generated);
  const members = new Map<string, GroupMemberRole>();
  for (const { who, role } of spec.members) {
    const accountId = resolve(target, who);
    if (accountId && !members.has(accountId)) members.set(accountId, role);
  }
  const creatorId = [...members.entries()].find(([, role]) => role === 'moderator')?.[0] ?? null;
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);

  await db.transaction(async (tx) => {
    const group = await insertGroup(tx, {
      organizationId,
      slug,
      name: spec.name,
      description: spec.description,
      access: spec.access,
      featured: spec.featured ?? false,
      image,
      creatorId,
      membersCount: members.size,
      createdAt,
    });
    for (const [accountId, role] of members) {
      await insertMembership(tx, { organizationId, groupId: group.id, accountId, role });
    }
    const taken = new Set(members.keys());
    for (const request of spec.requests ?? []) {
      const accountId = resolve(target, request.who);
      if (!accountId || taken.has(accountId)) continue;
      taken.add(accountId);
      await insertRequest(tx, {
        organizationId,
        groupId: group.id,
        accountId,
        status: request.status,
      });
    }
    for (const invitation of spec.invitations ?? []) {
      const accountId = resolve(target, invitation.who);
      if (!accountId || taken.has(accountId) || !creatorId) continue;
      taken.add(accountId);
      const row = await upsertInvitation(tx, {
        organizationId,
        groupId: group.id,
        accountId,
        inviterId: creatorId,
      });
      if (invitation.status !== 'invited') {
        await setInvitationStatus(tx, { organizationId }, row.id, invitation.status);
      } else {
        await insertNotification(tx, {
          organizationId,
          accountId,
          type: 'GROUP_INVITATION',
          senderId: creatorId,
          groupId: group.id,
          invitationId: row.id,
        });
      }
    }
    for (const who of spec.blocked ?? []) {
      const accountId = resolve(target, who);
      if (!accountId || taken.has(accountId)) continue;
      await insertBlock(tx, { organizationId, groupId: group.id, accountId, blockerId: creatorId });
    }
    for (const [index, announcement] of (spec.announcements ?? []).entries()) {
      const id = crypto.randomUUID();
      await insertAnnouncement(tx, {
        id,
        organizationId,
        groupId: group.id,
        creatorId,
        slug: `${slugify(announcement.title)}-${id.slice(-8)}`,
        title: announcement.title,
        html: sanitizeAnnouncementHtml(announcement.html),
        email: announcement.email,
        push: announcement.push,
        createdAt: new Date(createdAt.getTime() + (index + 1) * 3_600_000),
      });
      for (const accountId of members.keys()) {
        if (accountId === creatorId) continue;
        await insertNotification(tx, {
          organizationId,
          accountId,
          type: 'ANNOUNCEMENT',
          senderId: creatorId,
          groupId: group.id,
          announcementId: id,
        });
      }
    }
    for (const [index, post] of (spec.posts ?? []).entries()) {
      const accountId = resolve(target, post.who);
      if (!accountId || !members.has(accountId)) continue;
      await insertActivity(tx, {
        organizationId,
        accountId,
        message: post.message,
        groupId: group.id,
        createdAt: new Date(createdAt.getTime() + (index + 2) * 1_800_000),
      });
    }
  });
}

/**
 * Demo groups: eleven in the demo organization (public and private; members in every
 * role; pending, rejected and canceled requests and invitations; a block; announcements
 * and posts), two in the second. Omar moderates several, Maya is a member of some,
 * moderates one, has a pending request (Night Photography Walks) and a pending
 * invitation (Spring Maker Fair Volunteers).
 */
export async function seedGroups(context: SeedContext): Promise<void> {
  const { services } = context;
  for (const [organization, accounts, specs] of [
    [context.demo, context.accounts.demo, DEMO_GROUPS],
    [context.second, context.accounts.second, SECOND_GROUPS],
  ] as const) {
    const target: SeedTarget = {
      db: services.db,
      organizationId: organization.id,
      accounts,
      others: [...accounts.entries()]
        .filter(([username]) => username !== OMAR && username !== MAYA)
        .map(([, accountId]) => accountId),
    };
    for (const [index, spec] of specs.entries()) {
      await seedGroup(context, target, spec, (specs.length - index) * 24 * 60);
    }
  }
}
