import { interestSlug, type Image } from '@convene/contract';
import { eq, sql } from 'drizzle-orm';
import type { Services } from '../context';
import type { Database } from '../db/client';
import {
  accountInterests,
  accounts,
  activities,
  activityInterests,
  activityLikes,
  follows,
  interests,
} from '../db/schema/index';
import { setAccountImage } from '../modules/accounts/index';
import { storeImage } from '../storage/images';
import { generateBanner, generateStoredAvatar } from './people';
import type { SeedContext } from './seed-context';

/** A small deterministic generator, so every fresh demo looks the same. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Person {
  firstName: string;
  lastName: string;
  title: string;
  company: string | null;
  bio: string;
}

const DEMO_PEOPLE: Person[] = [
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    title: 'Boat builder',
    company: 'Okafor Wooden Boats',
    bio: 'Restoring clinker dinghies one plank at a time. Ask me about steam bending.',
  },
  {
    firstName: 'Jonas',
    lastName: 'Weber',
    title: 'Software engineer',
    company: 'Tidewater Labs',
    bio: 'Backend by day, bread by night. Sourdough starter is called Gerald.',
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    title: 'Product designer',
    company: 'Lantern Studio',
    bio: 'Designing calm software. Sketchbook always in my bag.',
  },
  {
    firstName: 'Lucas',
    lastName: 'Moreau',
    title: 'Chef',
    company: 'Quay Kitchen',
    bio: 'Seasonal cooking, mostly fish. Tuesday supper club host.',
  },
  {
    firstName: 'Sofia',
    lastName: 'Costa',
    title: 'Urban gardener',
    company: 'Harbour Allotments',
    bio: 'Growing tomatoes in places tomatoes should not grow.',
  },
  {
    firstName: 'Kenji',
    lastName: 'Tanaka',
    title: 'Photographer',
    company: null,
    bio: 'Night walks, long exposures, harbour lights.',
  },
  {
    firstName: 'Elena',
    lastName: 'Petrova',
    title: 'Architect',
    company: 'North Pier Architects',
    bio: 'Adaptive reuse of old warehouses. Cyclist.',
  },
  {
    firstName: 'Daniel',
    lastName: 'Mensah',
    title: 'Founder',
    company: 'Saltwater Coffee',
    bio: 'Roasting beans two streets from the water. Come say hi.',
  },
  {
    firstName: 'Hannah',
    lastName: 'Schmidt',
    title: 'Teacher',
    company: 'Harbour Primary',
    bio: 'Year 4 teacher, choir alto, terrible at chess.',
  },
  {
    firstName: 'Mateo',
    lastName: 'Alvarez',
    title: 'Jazz pianist',
    company: null,
    bio: 'Fridays at the Anchor. Taking students for autumn.',
  },
  {
    firstName: 'Aisha',
    lastName: 'Khan',
    title: 'Data scientist',
    company: 'Meridian Health',
    bio: 'Statistics, cycling and too many houseplants.',
  },
  {
    firstName: 'Noah',
    lastName: 'Fischer',
    title: 'Carpenter',
    company: 'Fischer & Sons',
    bio: 'Third-generation carpenter. Running the tool library.',
  },
  {
    firstName: 'Yuki',
    lastName: 'Sato',
    title: 'Illustrator',
    company: null,
    bio: 'Drawing the harbour cats. Zines on request.',
  },
  {
    firstName: 'Olivia',
    lastName: 'Brown',
    title: 'Marine biologist',
    company: 'Coastal Trust',
    bio: 'Counting seals and cleaning beaches. Join a survey!',
  },
  {
    firstName: 'Rafael',
    lastName: 'Santos',
    title: 'Cycling coach',
    company: 'Spoke & Tide',
    bio: 'Saturday group rides, all speeds welcome.',
  },
  {
    firstName: 'Chloe',
    lastName: 'Martin',
    title: 'Bookseller',
    company: 'Driftwood Books',
    bio: 'Independent bookshop, book club every second Wednesday.',
  },
  {
    firstName: 'Samuel',
    lastName: 'Osei',
    title: 'Civil engineer',
    company: 'Harbour Council',
    bio: 'Working on the new footbridge. Open to questions.',
  },
  {
    firstName: 'Freya',
    lastName: 'Nilsson',
    title: 'Potter',
    company: 'Clay Quay',
    bio: 'Wheel-thrown stoneware and the Thursday open studio with Maya.',
  },
  {
    firstName: 'Omari',
    lastName: 'Bello',
    title: 'Community organiser',
    company: 'Harbour Residents Association',
    bio: 'Street parties, clean-ups and the residents newsletter.',
  },
  {
    firstName: 'Isabel',
    lastName: 'Romero',
    title: 'Yoga teacher',
    company: 'Tide Yoga',
    bio: 'Sunrise yoga on the beach when the weather lets us.',
  },
  {
    firstName: 'Theo',
    lastName: 'Clarke',
    title: 'Student',
    company: 'Harbour College',
    bio: 'Studying naval architecture. Crewing on weekends.',
  },
  {
    firstName: 'Mei',
    lastName: 'Chen',
    title: 'Pastry chef',
    company: 'Fold Bakery',
    bio: 'Laminated dough enthusiast. Croissant classes monthly.',
  },
  {
    firstName: 'Arjun',
    lastName: 'Patel',
    title: 'Electrician',
    company: null,
    bio: 'Fixing lights at the community hall, usually.',
  },
  {
    firstName: 'Grace',
    lastName: 'Walker',
    title: 'Journalist',
    company: 'The Harbour Herald',
    bio: 'Local news, local people. Tips welcome.',
  },
  {
    firstName: 'Tomas',
    lastName: 'Novak',
    title: 'Brewer',
    company: 'Pier Brewing Co.',
    bio: 'Small-batch beer and the autumn cider pressing.',
  },
  {
    firstName: 'Leila',
    lastName: 'Haddad',
    title: 'Translator',
    company: null,
    bio: 'Arabic, French and English. Conversation club on Mondays.',
  },
  {
    firstName: 'Ben',
    lastName: 'Thompson',
    title: 'Sailing instructor',
    company: 'Harbour Sailing School',
    bio: 'RYA instructor. Nobody has fallen in this season. Yet.',
  },
  {
    firstName: 'Zara',
    lastName: 'Ahmed',
    title: 'Nurse',
    company: 'Harbour Clinic',
    bio: 'Night shifts and morning swims.',
  },
  {
    firstName: 'Felix',
    lastName: 'Bauer',
    title: 'Musician',
    company: null,
    bio: 'Cello and the community orchestra.',
  },
  {
    firstName: 'Nina',
    lastName: 'Kowalski',
    title: 'Textile artist',
    company: 'Loom Room',
    bio: 'Weaving with local wool. Workshops on Sundays.',
  },
  {
    firstName: 'Victor',
    lastName: 'Dubois',
    title: 'Retired captain',
    company: null,
    bio: 'Forty years at sea. Now I tell the stories.',
  },
  {
    firstName: 'Ana',
    lastName: 'Silva',
    title: 'UX researcher',
    company: 'Lantern Studio',
    bio: 'Listening to people for a living. Dog person.',
  },
  {
    firstName: 'Kwame',
    lastName: 'Asante',
    title: 'Entrepreneur',
    company: 'Tidal Energy Co-op',
    bio: 'Community-owned energy for the harbour.',
  },
  {
    firstName: 'Ingrid',
    lastName: 'Larsen',
    title: 'Swimmer',
    company: null,
    bio: 'Cold water swimming all year. Join us at 7.',
  },
  {
    firstName: 'Hugo',
    lastName: 'Lambert',
    title: 'Filmmaker',
    company: 'Quayside Films',
    bio: 'Documentaries about small places.',
  },
  {
    firstName: 'Sara',
    lastName: 'Lindgren',
    title: 'Librarian',
    company: 'Harbour Library',
    bio: 'Repair café organiser and keeper of the seed library.',
  },
  {
    firstName: 'Malik',
    lastName: 'Johnson',
    title: 'Barista',
    company: 'Saltwater Coffee',
    bio: 'Latte art, vinyl and the harbour quiz.',
  },
  {
    firstName: 'Eva',
    lastName: 'Horvat',
    title: 'Physiotherapist',
    company: 'Harbour Health',
    bio: 'Runner, climber, stretch reminder.',
  },
  {
    firstName: 'Leo',
    lastName: 'Rossi',
    title: 'Fisherman',
    company: 'Rossi Catch',
    bio: 'Up at four, selling at the market by seven.',
  },
  {
    firstName: 'Maria',
    lastName: 'Garcia',
    title: 'Event planner',
    company: 'Tide Events',
    bio: 'Organising the spring maker fair with Omar.',
  },
  {
    firstName: 'Ravi',
    lastName: 'Iyer',
    title: 'Astronomer',
    company: 'Harbour Observatory',
    bio: 'Stargazing nights when the sky is clear.',
  },
  {
    firstName: 'Lotte',
    lastName: 'de Vries',
    title: 'Bike mechanic',
    company: 'Spoke & Tide',
    bio: 'Free bike check every first Saturday.',
  },
  {
    firstName: 'Ahmed',
    lastName: 'Farouk',
    title: 'Student',
    company: 'Harbour College',
    bio: 'Robotics club and beach clean-ups.',
  },
  {
    firstName: 'Clara',
    lastName: 'Jensen',
    title: 'Painter',
    company: null,
    bio: 'Watercolours of the harbour at every hour.',
  },
];

const SECOND_PEOPLE: Person[] = [
  {
    firstName: 'Bjorn',
    lastName: 'Halvorsen',
    title: 'Woodturner',
    company: null,
    bio: 'Bowls and spoons from storm-fallen trees.',
  },
  {
    firstName: 'Astrid',
    lastName: 'Berg',
    title: 'Blacksmith',
    company: 'North Forge',
    bio: 'Knives, hinges and the occasional dragon.',
  },
  {
    firstName: 'Erik',
    lastName: 'Lund',
    title: 'Luthier',
    company: null,
    bio: 'Building fiddles in a very small shed.',
  },
  {
    firstName: 'Sigrid',
    lastName: 'Dahl',
    title: 'Weaver',
    company: 'Fjord Looms',
    bio: 'Natural dyes and long winter projects.',
  },
  {
    firstName: 'Magnus',
    lastName: 'Strand',
    title: 'Stonemason',
    company: null,
    bio: 'Dry stone walls and the guild archive.',
  },
  {
    firstName: 'Liv',
    lastName: 'Eriksen',
    title: 'Glassblower',
    company: 'Aurora Glass',
    bio: 'Hot shop open on Fridays.',
  },
  {
    firstName: 'Oskar',
    lastName: 'Nygaard',
    title: 'Leatherworker',
    company: null,
    bio: 'Belts, bags and repairs.',
  },
  {
    firstName: 'Frida',
    lastName: 'Holm',
    title: 'Basket maker',
    company: null,
    bio: 'Willow from my own garden.',
  },
];

const DEMO_INTERESTS = [
  'Sailing',
  'Ceramics',
  'Urban Gardening',
  'Jazz',
  'Photography',
  'Woodworking',
  'Cooking',
  'Cycling',
  'Books',
  'Open Water Swimming',
  'Sustainability',
  'Startups',
  'Yoga',
  'Astronomy',
];
const SECOND_INTERESTS = ['Woodturning', 'Blacksmithing', 'Weaving', 'Glass', 'Folk Music'];

/** Posts by topic: the first interest of each is tagged. */
const POSTS: { interest: string; message: string }[] = [
  {
    interest: 'Sailing',
    message:
      'Perfect wind this morning — we made it round the lighthouse in under an hour. Who is crewing on Saturday?',
  },
  {
    interest: 'Sailing',
    message:
      'Looking for someone to share the cost of new sails for the club dinghy. Quotes are in the clubhouse.',
  },
  {
    interest: 'Sailing',
    message: 'Reminder: the harbour master closes the east channel on Thursday for dredging.',
  },
  {
    interest: 'Ceramics',
    message: 'Glaze firing went well! The celadon finally came out the colour I wanted.',
  },
  {
    interest: 'Ceramics',
    message: 'Open studio this Thursday from 6pm. Beginners very welcome, aprons provided.',
  },
  {
    interest: 'Urban Gardening',
    message:
      'The allotment has more courgettes than we can eat. Free box by the gate, help yourselves.',
  },
  {
    interest: 'Urban Gardening',
    message: 'Seed swap at the library on Sunday. Bring anything, take anything.',
  },
  {
    interest: 'Jazz',
    message:
      'Trio at the Anchor on Friday, 9pm. We are trying some new arrangements of old standards.',
  },
  {
    interest: 'Jazz',
    message: 'Does anyone have a double bass I could borrow for a rehearsal next week?',
  },
  {
    interest: 'Photography',
    message: 'Night walk along the quay tonight — meet by the crane at 10pm, bring a tripod.',
  },
  {
    interest: 'Photography',
    message: 'Fog rolled in at sunrise and the whole harbour turned silver. Worth the early alarm.',
  },
  {
    interest: 'Woodworking',
    message: 'The tool library now has a bandsaw. Book a slot at the community hall.',
  },
  {
    interest: 'Woodworking',
    message: 'Finished the oak bench for the pier. Thanks to everyone who helped sand it!',
  },
  {
    interest: 'Cooking',
    message: 'Supper club this Tuesday: mackerel, rhubarb and a lot of bread. Eight seats left.',
  },
  {
    interest: 'Cooking',
    message: 'Made a huge pot of fish stew — anyone want a portion? Bring a container.',
  },
  {
    interest: 'Cycling',
    message:
      'Saturday ride: 40 km along the coast road, café stop at the halfway point. 8am at the bandstand.',
  },
  {
    interest: 'Cycling',
    message:
      'Found a set of keys on the cycle path near the old mill. Message me to describe them.',
  },
  {
    interest: 'Books',
    message:
      'Book club picked "The Old Man and the Sea" for next month. Copies at Driftwood Books.',
  },
  {
    interest: 'Books',
    message: 'The little free library by the ferry is overflowing again — come take a few!',
  },
  {
    interest: 'Open Water Swimming',
    message: 'Water was 11°C this morning. Bracing. Same time tomorrow?',
  },
  {
    interest: 'Open Water Swimming',
    message: 'New swimmers: always swim with a buddy and a tow float. We meet at 7 by the slipway.',
  },
  {
    interest: 'Sustainability',
    message: 'Beach clean on Sunday collected 32 bags of litter. Thank you all!',
  },
  {
    interest: 'Sustainability',
    message: 'Repair café is back next weekend: toasters, jumpers, bikes and broken hearts.',
  },
  {
    interest: 'Startups',
    message: 'Pitch night at the co-working space on Wednesday. Five founders, five minutes each.',
  },
  {
    interest: 'Startups',
    message: 'We are hiring a part-time barista-roaster. Coffee nerds, get in touch.',
  },
  {
    interest: 'Yoga',
    message: 'Sunrise yoga is moving indoors for the winter — same time, at the community hall.',
  },
  {
    interest: 'Astronomy',
    message:
      'Clear skies forecast tonight. Saturn is up after 9pm; the telescope will be on the pier.',
  },
  {
    interest: 'Astronomy',
    message: 'Meteor shower peaks on Friday. Dark-sky spot is behind the dunes.',
  },
  {
    interest: 'Sustainability',
    message: 'The energy co-op meeting voted yes on the solar roof for the fish market!',
  },
  {
    interest: 'Cooking',
    message: 'Croissant class full, but I am adding a second date. Reply if you want in.',
  },
];

const COMMENTS = [
  'Count me in!',
  'This is great, thank you for organising.',
  'I can bring snacks.',
  'Is there parking nearby?',
  'Wish I could make it — next time!',
  'Beautiful. Thanks for sharing.',
  'What time does it finish?',
  'I will be there with two friends.',
  'Can beginners join?',
  'Love this community.',
  'Saw you out there this morning, looked amazing.',
  'Happy to help set up.',
  'Do we need to book?',
  'Brilliant idea.',
  'Sending this to my neighbour, she will love it.',
  'Thanks for the reminder!',
];

const SECOND_POSTS = [
  'The forge is lit on Saturday — bring your own steel if you want to try.',
  'New batch of willow is drying in the barn. Basket weekend in two weeks.',
  'Guild meeting on Thursday: we vote on the spring market stalls.',
  'Finished a birch bowl from the storm tree. The grain is wild.',
  'Anyone have spare indigo? My vat ran out mid-project.',
  'Folk session at the hall on Friday, all instruments welcome.',
];

const DAY = 24 * 60 * 60 * 1000;

function usernameOf(person: Person, taken: Set<string>): string {
  const base = interestSlug(`${person.firstName}-${person.lastName}`).replace(/[^a-z0-9-]/g, '');
  let name = base.length >= 5 ? base : `${base}-harbour`;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

async function inBatches<T>(
  items: T[],
  size: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

interface CommunitySpec {
  people: Person[];
  interestNames: string[];
  posts: { interest: string | null; message: string }[];
  postCount: number;
  commentCount: number;
  likesPerPost: number;
  followsPerAccount: [number, number];
  imagePosts: number;
  featured: number;
  /** Usernames (seeded by people.ts) that get no interests, so onboarding can be shown. */
  withoutInterests: string[];
}

/**
 * A living community for one organization: accounts with avatars, follows, interests,
 * posts over the last 60 days with comments and likes. Counters are set from the rows in
 * one statement per table, so they always match.
 */
async function seedCommunityOf(
  services: Services,
  organizationId: string,
  byUsername: Map<string, string>,
  spec: CommunitySpec,
  seed: number,
): Promise<void> {
  const db: Database = services.db;
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const now = Date.now();

  const taken = new Set(byUsername.keys());
  const inserted = await db
    .insert(accounts)
    .values(
      spec.people.map((person, index) => {
        const username = usernameOf(person, taken);
        return {
          organizationId,
          username,
          // Some members show social links on their profiles.
          ...(index % 3 === 0 ? { instagram: `@${username.replaceAll('-', '.')}` } : {}),
          ...(index % 4 === 1 ? { linkedIn: `https://www.linkedin.com/in/${username}` } : {}),
          firstName: person.firstName,
          lastName: person.lastName,
          title: person.title,
          company: person.company,
          bio: person.bio,
          email: null,
          createdAt: new Date(now - (90 - index) * DAY),
        };
      }),
    )
    .returning({ id: accounts.id, username: accounts.username });
  for (const row of inserted) byUsername.set(row.username, row.id);
  // Avatars are drawn four at a time; their rows are written one at a time, as the seed's
  // transaction is one connection, which runs one query at a time.
  const avatars = new Map<string, Image>();
  await inBatches(inserted, 4, async (row) => {
    avatars.set(row.id, await generateStoredAvatar(services, organizationId, row.id, row.username));
  });
  for (const [accountId, image] of avatars)
    await setAccountImage(db, { organizationId }, accountId, 'image', image);

  const everyone = [...byUsername.values()];
  const hosts = [...byUsername.entries()].filter(
    ([name]) => !inserted.some((row) => row.username === name),
  );

  // Follows: each account follows a handful; the people.ts accounts are popular.
  const followPairs = new Map<string, { followerId: string; accountId: string }>();
  const addFollow = (followerId: string, accountId: string) => {
    if (followerId !== accountId)
      followPairs.set(`${followerId}:${accountId}`, { followerId, accountId });
  };
  for (const followerId of everyone) {
    const [min, max] = spec.followsPerAccount;
    const count = min + Math.floor(next() * (max - min + 1));
    for (let i = 0; i < count; i += 1) addFollow(followerId, pick(everyone));
    for (const [, hostId] of hosts) if (next() < 0.7) addFollow(followerId, hostId);
  }
  await db.insert(follows).values(
    [...followPairs.values()].map((pair, index) => ({
      organizationId,
      ...pair,
      createdAt: new Date(now - (60 - (index % 60)) * DAY),
    })),
  );
  await db.execute(sql`update ${accounts} set
    followers_count = (select count(*) from ${follows} where ${follows.accountId} = ${accounts.id}),
    following_count = (select count(*) from ${follows} where ${follows.followerId} = ${accounts.id})
    where ${accounts.organizationId} = ${organizationId}`);

  // Interests, linked to accounts.
  const interestRows = await db
    .insert(interests)
    .values(
      spec.interestNames.map((name, index) => ({
        organizationId,
        name,
        slug: interestSlug(name),
        featured: index < 4,
      })),
    )
    .returning({ id: interests.id, name: interests.name });
  const interestByName = new Map(interestRows.map((row) => [row.name, row.id]));
  const skipped = new Set(spec.withoutInterests.map((name) => byUsername.get(name)));
  const accountLinks = new Map<string, { accountId: string; interestId: string }>();
  for (const accountId of everyone) {
    if (skipped.has(accountId)) continue;
    for (let i = 0; i < 5 + Math.floor(next() * 3); i += 1) {
      const interestId = pick(interestRows).id;
      accountLinks.set(`${accountId}:${interestId}`, { accountId, interestId });
    }
  }
  if (accountLinks.size > 0) {
    await db
      .insert(accountInterests)
      .values([...accountLinks.values()].map((link) => ({ organizationId, ...link })));
  }

  // Posts over the last 60 days, some with generated pictures, a few featured.
  const images: Image[] = [];
  await inBatches(
    Array.from({ length: spec.imagePosts }, (_, index) => index),
    4,
    async (index) => {
      const generated = await generateBanner(`post-${organizationId}-${index}`);
      images[index] = await storeImage(
        services.storage,
        organizationId,
        'activities/seed',
        generated,
      );
    },
  );
  const postValues = Array.from({ length: spec.postCount }, (_, index) => {
    const template = spec.posts[index % spec.posts.length]!;
    const createdAt = new Date(
      now - (60 * DAY * (spec.postCount - index)) / spec.postCount - Math.floor(next() * 3_600_000),
    );
    return {
      organizationId,
      accountId: pick(everyone),
      message: template.message,
      image:
        index % Math.max(1, Math.floor(spec.postCount / Math.max(1, spec.imagePosts))) === 0
          ? (images.shift() ?? null)
          : null,
      featured: false,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const posts = await db.insert(activities).values(postValues).returning({
    id: activities.id,
    accountId: activities.accountId,
    createdAt: activities.createdAt,
  });
  const featuredIds = posts
    .slice(-spec.featured * 7)
    .filter((_, index) => index % 7 === 0)
    .map((post) => post.id);
  for (const id of featuredIds)
    await db.update(activities).set({ featured: true }).where(eq(activities.id, id));

  const taggings = posts.flatMap((post, index) => {
    const name = spec.posts[index % spec.posts.length]!.interest;
    const interestId = name ? interestByName.get(name) : undefined;
    return interestId ? [{ organizationId, activityId: post.id, interestId }] : [];
  });
  if (taggings.length > 0) await db.insert(activityInterests).values(taggings);

  // Comments on recent-ish posts, after the post.
  const comments = Array.from({ length: spec.commentCount }, () => {
    const parent = pick(posts);
    const createdAt = new Date(
      Math.min(now - 60_000, parent.createdAt.getTime() + Math.floor(next() * 2 * DAY)),
    );
    return {
      organizationId,
      accountId: pick(everyone),
      message: pick(COMMENTS),
      commentedId: parent.id,
      createdAt,
      updatedAt: createdAt,
    };
  });
  if (comments.length > 0) await db.insert(activities).values(comments);

  // Likes: a few per post, unique per account.
  const likes = new Map<string, { activityId: string; accountId: string; createdAt: Date }>();
  for (const post of posts) {
    const count = Math.floor(next() * spec.likesPerPost * 2);
    for (let i = 0; i < count; i += 1) {
      const accountId = pick(everyone);
      likes.set(`${post.id}:${accountId}`, {
        activityId: post.id,
        accountId,
        createdAt: new Date(
          Math.min(now - 60_000, post.createdAt.getTime() + Math.floor(next() * DAY)),
        ),
      });
    }
  }
  const likeRows = [...likes.values()].map((like) => ({ organizationId, ...like }));
  for (let start = 0; start < likeRows.length; start += 1000) {
    await db.insert(activityLikes).values(likeRows.slice(start, start + 1000));
  }

  await db.execute(sql`update ${activities} set
    likes_count = (select count(*) from ${activityLikes} where ${activityLikes.activityId} = ${activities.id}),
    comments_count = (select count(*) from ${activities} as c where c.commented_id = ${activities.id}),
    interests_count = (select count(*) from ${activityInterests} where ${activityInterests.activityId} = ${activities.id})
    where ${activities.organizationId} = ${organizationId}`);
}

/** The community of both demo organizations; runs after people.ts and before groups.ts. */
export async function seedCommunity(context: SeedContext): Promise<void> {
  await seedCommunityOf(
    context.services,
    context.demo.id,
    context.accounts.demo,
    {
      people: DEMO_PEOPLE,
      interestNames: DEMO_INTERESTS,
      posts: POSTS,
      postCount: 220,
      commentCount: 320,
      likesPerPost: 5,
      followsPerAccount: [3, 12],
      imagePosts: 14,
      featured: 6,
      withoutInterests: ['maya-lindqvist'],
    },
    20261121,
  );
  await seedCommunityOf(
    context.services,
    context.second.id,
    context.accounts.second,
    {
      people: SECOND_PEOPLE,
      interestNames: SECOND_INTERESTS,
      posts: SECOND_POSTS.map((message, index) => ({
        interest: SECOND_INTERESTS[index % SECOND_INTERESTS.length]!,
        message,
      })),
      postCount: 30,
      commentCount: 40,
      likesPerPost: 2,
      followsPerAccount: [2, 5],
      imagePosts: 3,
      featured: 2,
      withoutInterests: ['ingrid-north'],
    },
    4242,
  );
}
