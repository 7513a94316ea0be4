import { events } from '../db/schema/index';
import { insertChannel, insertContent } from '../modules/channels/index';
import {
  createLevel,
  createPlan,
  createSearchList,
  createTier,
} from '../modules/subscriptions/index';
import type { SeedContext } from './seed-context';
import { requireTiersFor } from '../tenancy/tier-locks.repository';

/*
 * The demo's memberships: the Supporter plan (monthly or yearly) and the
 * Patron plan (monthly, with a 14-day trial), the tiers they grant, a channel and an event
 * that need the Supporter tier, sponsorship levels with accounts, and a search list.
 * member@example.com (maya-lindqvist) has no subscription: the locked channel shows her what
 * unlocks it. Payments use the demo's test gateway.
 */

const DAY = 86_400_000;
export const MEMBERS_CHANNEL_SLUG = 'members-corner';
export const MEMBERS_EVENT_SLUG = 'members-night-sail';

export async function seedSubscriptions(context: SeedContext): Promise<void> {
  const { services, demo } = context;
  const db = services.db;
  const scope = { organizationId: demo.id };
  const account = (username: string) => context.accounts.demo.get(username) ?? null;
  const omar = account('omar-haddad');

  const supporter = await createTier(db, scope, {
    slug: 'supporter',
    name: 'Supporter',
    description: 'Supports the harbour community every month.',
    priority: 1,
    iconName: 'heart',
    color: '#2f855a',
  });
  const patron = await createTier(db, scope, {
    slug: 'patron',
    name: 'Patron',
    description: 'Keeps the workshops open for everyone.',
    priority: 2,
    iconName: 'star',
    color: '#b7791f',
  });
  await createPlan(db, scope, {
    name: 'Supporter',
    description: 'Back the community and read the members’ corner.',
    features: ['The members’ corner channel', 'Members’ night sail', 'A monthly letter'],
    featured: true,
    sortOrder: 1,
    tierIds: [supporter],
    prices: [
      { amount: 800, interval: 'month' },
      { amount: 8000, interval: 'year' },
    ],
  });
  await createPlan(db, scope, {
    name: 'Patron',
    description: 'Everything of Supporter, and a name on the patrons’ wall.',
    features: ['Everything in Supporter', 'Your name on the patrons’ wall', '14 days free'],
    sortOrder: 2,
    tierIds: [supporter, patron],
    prices: [{ amount: 2500, interval: 'month', trialDays: 14 }],
  });

  const channel = await insertChannel(db, {
    organizationId: demo.id,
    slug: MEMBERS_CHANNEL_SLUG,
    name: 'Members’ corner',
    description: 'Notes from the workshop, for supporters.',
    creatorId: omar,
  });
  await insertContent(db, {
    organizationId: demo.id,
    channelId: channel.id,
    type: 'article',
    slug: 'how-we-spent-your-support',
    title: 'How we spent your support',
    description: 'A new kiln, two dinghies and a lot of rope.',
    body: '<p>Thank you: this year your support bought a new kiln and two dinghies.</p>',
    featured: false,
    published: new Date(Date.now() - 2 * DAY),
    notifiedAt: new Date(),
    creatorId: omar,
    audio: null,
    duration: null,
    videoId: null,
  });
  const start = new Date(Date.now() + 20 * DAY);
  const [event] = await db
    .insert(events)
    .values({
      organizationId: demo.id,
      slug: MEMBERS_EVENT_SLUG,
      name: 'Members’ night sail',
      shortDescription: 'A night sail around the islands, for supporters.',
      status: 'ready',
      visibility: 'public',
      eventStart: start,
      eventEnd: new Date(start.getTime() + 4 * 3_600_000),
      timezone: 'Europe/Stockholm',
      creatorId: omar,
    })
    .returning({ id: events.id });
  await requireTiersFor(db, scope, { type: 'channel', id: channel.id }, [supporter]);
  await requireTiersFor(db, scope, { type: 'event', id: event!.id }, [supporter]);

  const sponsors = [...context.accounts.demo.entries()].filter(
    ([username]) => username !== 'maya-lindqvist',
  );
  await createLevel(db, scope, {
    slug: 'lighthouse',
    name: 'Lighthouse',
    subtitle: 'Our main sponsors',
    description: 'They keep the lights on at the harbour.',
    color: '#d69e2e',
    scale: 1.5,
    sortOrder: 1,
    accountIds: sponsors.slice(0, 2).map(([, id]) => id),
  });
  await createLevel(db, scope, {
    slug: 'buoy',
    name: 'Buoy',
    subtitle: 'Friends of the harbour',
    color: '#3182ce',
    sortOrder: 2,
    accountIds: sponsors.slice(2, 6).map(([, id]) => id),
  });
  await createSearchList(db, scope, 'Boat clubs', [
    'Gothenburg Sailing Club',
    'Harbour Rowers',
    'Island Kayakers',
    'Old Pier Dinghy Club',
    'Skerries Yacht Club',
  ]);
}
