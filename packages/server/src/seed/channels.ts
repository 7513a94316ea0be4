import type { ContentAudio, ContentType } from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../context';
import { groups } from '../db/schema/index';
import {
  insertChannel,
  insertContent,
  insertGuest,
  insertLike,
  upsertSubscription,
} from '../modules/channels/index';
import {
  DEMO_MEDIA_FILES,
  demoMediaPath,
  storeFileFromPath,
  storeVideoFromPath,
} from '../modules/storage/index';
import type { SeedContext } from './seed-context';

/*
 * The demo's channels: a podcast with real short audio, a video
 * channel, an article channel with three articles, a private channel for the Harbour
 * Sailors, scheduled and draft contents, and member@example.com's subscriptions and likes.
 * The media files are optional: without them the contents are seeded without audio or
 * video, so seeding never fails.
 */

const DAY = 86_400_000;
const MAYA = 'maya-lindqvist';
const OMAR = 'omar-haddad';

function formatDuration(seconds: number | null | undefined): string | null {
  if (!seconds) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A demo audio file stored as a content's audio, or null when it is missing. */
async function demoAudio(
  services: Services,
  organizationId: string,
  file: string,
): Promise<{ audio: ContentAudio; duration: string | null } | null> {
  try {
    const stored = await storeFileFromPath(services, {
      organizationId,
      accountId: null,
      path: demoMediaPath(file),
    });
    const { id, name, url, contentType, size } = stored;
    return {
      audio: { id, name, url, contentType, size },
      duration: formatDuration(stored.duration),
    };
  } catch {
    return null;
  }
}

async function demoVideo(services: Services, organizationId: string): Promise<string | null> {
  try {
    const video = await storeVideoFromPath(services, {
      organizationId,
      accountId: null,
      source: 'content',
      path: demoMediaPath(DEMO_MEDIA_FILES.video),
      name: 'Throwing a bowl',
    });
    return video.id;
  } catch {
    return null;
  }
}

interface ContentSpec {
  type: ContentType;
  slug: string;
  title: string;
  description: string;
  body?: string;
  /** Days from now it is (or was) published; null: a draft. */
  publishedIn: number | null;
  featured?: boolean;
}

export async function seedChannels(context: SeedContext): Promise<void> {
  const { services, demo } = context;
  const organizationId = demo.id;
  const accountId = (username: string) => context.accounts.demo.get(username) ?? null;
  const omar = accountId(OMAR);
  const maya = accountId(MAYA);
  const now = Date.now();

  async function channel(
    slug: string,
    name: string,
    description: string,
    extra: { featured?: boolean; groupId?: string | null; priority?: number } = {},
  ) {
    return insertChannel(services.db, {
      organizationId,
      slug,
      name,
      description,
      creatorId: omar,
      ...extra,
    });
  }

  async function content(
    channelId: string,
    spec: ContentSpec,
    media: { audio?: ContentAudio | null; duration?: string | null; videoId?: string | null } = {},
  ) {
    return insertContent(services.db, {
      organizationId,
      channelId,
      type: spec.type,
      slug: spec.slug,
      title: spec.title,
      description: spec.description,
      body: spec.body ?? null,
      featured: spec.featured ?? false,
      published: spec.publishedIn === null ? null : new Date(now + spec.publishedIn * DAY),
      // The demo's past contents count as announced: no mail for them at the first start.
      notifiedAt: spec.publishedIn !== null && spec.publishedIn <= 0 ? new Date(now) : null,
      creatorId: omar,
      audio: media.audio ?? null,
      duration: media.duration ?? null,
      videoId: media.videoId ?? null,
    });
  }

  // The podcast: two published episodes with audio, one scheduled, one draft.
  const podcast = await channel(
    'harbour-voices',
    'Harbour Voices',
    'Short conversations with the people who keep the harbour alive.',
    { featured: true, priority: 10 },
  );
  const first = await demoAudio(services, organizationId, DEMO_MEDIA_FILES.podcast1);
  const second = await demoAudio(services, organizationId, DEMO_MEDIA_FILES.podcast2);
  const episodeOne = await content(
    podcast.id,
    {
      type: 'audio',
      slug: 'morning-tides',
      title: 'Morning tides',
      description: 'Omar and Maya on the first sail of the season.',
      publishedIn: -10,
      featured: true,
    },
    first ?? {},
  );
  await content(
    podcast.id,
    {
      type: 'audio',
      slug: 'clay-and-salt',
      title: 'Clay and salt',
      description: 'What pottery and sailing have in common.',
      publishedIn: -3,
    },
    second ?? {},
  );
  await content(podcast.id, {
    type: 'audio',
    slug: 'the-spring-fair',
    title: 'The spring fair',
    description: 'A preview of the maker fair, out next week.',
    publishedIn: 7,
  });
  await content(podcast.id, {
    type: 'audio',
    slug: 'winter-repairs',
    title: 'Winter repairs (draft)',
    description: 'Fixing hulls in the cold.',
    publishedIn: null,
  });
  await insertGuest(services.db, {
    organizationId,
    contentId: episodeOne.id,
    accountId: omar,
    type: 'host',
    slug: 'omar-haddad',
    name: 'Omar Haddad',
    title: 'Community host',
  });
  await insertGuest(services.db, {
    organizationId,
    contentId: episodeOne.id,
    accountId: maya,
    type: 'guest',
    slug: 'maya-lindqvist',
    name: 'Maya Lindqvist',
    title: 'Ceramicist',
  });

  // The video channel.
  const films = await channel(
    'workshop-films',
    'Workshop Films',
    'Short films from the open studio.',
    { priority: 5 },
  );
  await content(
    films.id,
    {
      type: 'video',
      slug: 'throwing-a-bowl',
      title: 'Throwing a bowl',
      description: 'Two minutes at the wheel.',
      publishedIn: -5,
    },
    { videoId: await demoVideo(services, organizationId) },
  );

  // The article channel: three articles.
  const notes = await channel('studio-notes', 'Studio Notes', 'Writing from the studio.');
  const articles: ContentSpec[] = [
    {
      type: 'article',
      slug: 'choosing-your-first-clay',
      title: 'Choosing your first clay',
      description: 'Stoneware, earthenware or porcelain?',
      body: '<h2>Start with stoneware</h2><p>It forgives mistakes and fires at a friendly temperature.</p>',
      publishedIn: -14,
    },
    {
      type: 'article',
      slug: 'glazes-without-fear',
      title: 'Glazes without fear',
      description: 'Three glazes that always work.',
      body: '<p>Keep a <strong>test tile</strong> for every glaze you mix.</p>',
      publishedIn: -6,
      featured: true,
    },
    {
      type: 'article',
      slug: 'caring-for-your-tools',
      title: 'Caring for your tools',
      description: 'Clean, dry, sharp.',
      body: '<ul><li>Rinse after use</li><li>Dry flat</li><li>Sharpen trimming tools monthly</li></ul>',
      publishedIn: -1,
    },
  ];
  // One at a time: the seed's transaction has one connection, which runs one query at a time.
  const notesContents = [];
  for (const spec of articles) notesContents.push(await content(notes.id, spec));
  const [firstArticle] = notesContents;

  // The private channel, for the Harbour Sailors' members.
  const [sailors] = await services.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), eq(groups.slug, 'harbour-sailors')));
  const crew = await channel('crew-briefings', 'Crew Briefings', 'Race briefings for the crew.', {
    groupId: sailors?.id ?? null,
  });
  await content(crew.id, {
    type: 'article',
    slug: 'saturday-race-briefing',
    title: 'Saturday race briefing',
    description: 'Course, start time and safety.',
    body: '<p>Start at 09:00 by the red buoy. Life jackets on at all times.</p>',
    publishedIn: -2,
  });

  // member@example.com subscribes and likes.
  if (maya) {
    const scope = { organizationId };
    await upsertSubscription(services.db, scope, podcast.id, maya, {});
    await upsertSubscription(services.db, scope, notes.id, maya, {
      contentEmailNotification: false,
    });
    await insertLike(services.db, scope, episodeOne.id, maya);
    if (firstArticle) await insertLike(services.db, scope, firstArticle.id, maya);
  }
}
