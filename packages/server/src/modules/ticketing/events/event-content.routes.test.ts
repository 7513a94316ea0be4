import type {
  Activity,
  BaseEventPage,
  EventGalleryImage,
  EventPage,
  EventPassTypes,
  EventSummary,
  Faq,
  FaqSection,
  Series,
  Session,
  Speaker,
} from '@convene/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { events } from '../../../db/schema/index';
import { NOT_PUBLIC, useEventsFixture } from './test/events-fixture';

const DAY = 24 * 3_600_000;

describe('events routes: what an event page shows, what it sells, series and posts', () => {
  const f = useEventsFixture();
  let event: typeof events.$inferSelect;
  let parts: Awaited<ReturnType<typeof f.furnish>>;
  beforeAll(async () => {
    event = await f.createEvent({ slug: `content-${crypto.randomUUID().slice(0, 6)}` });
    parts = await f.furnish(event.id, [f.admin.accountId, f.member.accountId]);
  });

  describe('agenda and speakers', () => {
    it('answers the whole agenda in time order, searchable, with tracks, speakers and location', async () => {
      const sessions = await f.ok<Session[]>(f.org, `/events/${event.slug}/sessions`);
      expect(sessions.map((session) => session.slug)).toEqual(['opening', 'knots', 'lunch']);
      expect(sessions[1]).toMatchObject({
        tracks: [{ slug: 'craft', name: 'Craft', color: '#0f766e' }],
        speakers: [expect.objectContaining({ slug: 'ada', firstName: 'Ada' })],
        sponsors: [],
        streamInput: null,
        _count: { sections: 0 },
      });
      expect(sessions[0]!.location?.name).toBe('Main hall');
      expect(sessions[2]!.nonSession).toBe(true);
      const searched = await f.ok<Session[]>(f.org, `/events/${event.id}/sessions?search=KNOT`);
      expect(searched.map((session) => session.slug)).toEqual(['knots']);
      const bySlug = await f.ok<Session>(f.member, `/events/${event.id}/sessions/knots`);
      const byId = await f.ok<Session>(f.member, `/events/${event.id}/sessions/${bySlug.id}`);
      expect(byId).toEqual(bySlug);
      await f.fails(f.member, `/events/${event.id}/sessions/nope`, 404, 'Session not found');
    });

    it('lists speakers hosts first, with their sessions, and a speaker’s sessions', async () => {
      const speakers = await f.ok<Speaker[]>(f.org, `/events/${event.id}/speakers`);
      expect(speakers.map((speaker) => speaker.slug)).toEqual(['bo', 'ada']);
      expect(speakers[0]).toMatchObject({ isHost: true, website: 'https://bo.test' });
      expect(speakers[0]!.sessions.map((session) => session.slug)).toEqual(['opening']);
      const paged = await f.ok<Speaker[]>(f.org, `/events/${event.id}/speakers?pageSize=1&page=2`);
      expect(paged.map((speaker) => speaker.slug)).toEqual(['ada']);
      const ada = await f.ok<Speaker>(f.org, `/events/${event.id}/speakers/ada`);
      expect(ada.id).toBe(parts.speakers[0]!.id);
      const sessions = await f.ok<Session[]>(
        f.org,
        `/events/${event.id}/speakers/${ada.id}/sessions`,
      );
      expect(sessions.map((session) => session.slug)).toEqual(['knots']);
      await f.fails(f.org, `/events/${event.id}/speakers/${crypto.randomUUID()}`, 404);
      await f.fails(f.org, `/events/${event.id}/speakers/nobody/sessions`, 404);
    });

    it('lists the sponsoring accounts in the event’s order, leaving out disabled ones', async () => {
      const sponsors = await f.ok<{ id: string; bio: string | null }[]>(
        f.org,
        `/events/${event.id}/sponsors`,
      );
      expect(sponsors.map((sponsor) => sponsor.id)).toEqual([
        f.admin.accountId,
        f.member.accountId,
      ]);
      expect(sponsors[0]).toHaveProperty('bio');
      const disabled = await f.t.createUser(f.org, { disabled: true });
      const other = await f.createEvent();
      await f.furnish(other.id, [disabled.accountId]);
      expect(await f.ok(f.org, `/events/${other.id}/sponsors`)).toEqual([]);
      expect((await f.ok<{ sponsors: unknown[] }>(f.org, `/events/${other.id}`)).sponsors).toEqual(
        [],
      );
    });
  });

  describe('FAQs, pages and gallery', () => {
    it('answers FAQ sections with their questions, a section, its questions and one question', async () => {
      const sections = await f.ok<FaqSection[]>(f.org, `/events/${event.id}/faqs`);
      expect(sections).toEqual([
        {
          id: parts.section.id,
          slug: 'travel',
          name: 'Travel',
          faqs: [
            expect.objectContaining({ slug: 'train', question: 'Train?', answer: 'Central' }),
            expect.objectContaining({ slug: 'parking', answer: 'Pier 3' }),
          ],
        },
      ]);
      const section = await f.ok<FaqSection>(f.org, `/events/${event.id}/faqs/travel`);
      expect(section.id).toBe(parts.section.id);
      const questions = await f.ok<Faq[]>(
        f.org,
        `/events/${event.id}/faqs/${section.id}/questions`,
      );
      expect(questions.map((faq) => faq.slug)).toEqual(['train', 'parking']);
      expect(questions[0]!.section).toEqual({ id: section.id, slug: 'travel', name: 'Travel' });
      const faq = await f.ok<Faq>(f.org, `/events/${event.id}/faqs/travel/questions/parking`);
      expect(faq.question).toBe('Parking?');
      await f.fails(f.org, `/events/${event.id}/faqs/nope`, 404, 'FAQ section not found');
      await f.fails(f.org, `/events/${event.id}/faqs/travel/questions/nope`, 404, 'FAQ not found');
    });

    it('answers pages and a page by id or slug, and the gallery', async () => {
      const pages = await f.ok<BaseEventPage[]>(f.org, `/events/${event.id}/pages`);
      expect(pages).toEqual([
        { id: parts.page.id, slug: 'code-of-conduct', title: 'Code of conduct', sortOrder: 0 },
      ]);
      const page = await f.ok<EventPage>(f.org, `/events/${event.id}/pages/code-of-conduct`);
      expect(page).toMatchObject({ html: '<p>Be kind</p>', subtitle: '', images: [] });
      expect((await f.ok<EventPage>(f.org, `/events/${event.id}/pages/${page.id}`)).id).toBe(
        page.id,
      );
      await f.fails(f.org, `/events/${event.id}/pages/nope`, 404, 'Page not found');
      const gallery = await f.ok<EventGalleryImage[]>(f.org, `/events/${event.id}/images`);
      expect(gallery).toEqual([
        expect.objectContaining({
          id: parts.gallery.id,
          name: 'Harbour',
          imageId: parts.gallery.image.id,
        }),
      ]);
      const one = await f.ok<EventGalleryImage>(
        f.org,
        `/events/${event.id}/images/${parts.gallery.id}`,
      );
      expect(one.image.uri).toBe(parts.gallery.image.uri);
      await f.fails(f.org, `/events/${event.id}/images/not-an-id`, 404, 'Image not found');
    });

    it('keeps the parts of a draft event from the public', async () => {
      const draft = await f.createEvent({ status: 'draft' });
      await f.furnish(draft.id);
      for (const part of [
        'sessions',
        'speakers',
        'sponsors',
        'faqs',
        'pages',
        'images',
        'passTypes',
      ]) {
        await f.fails(f.member, `/events/${draft.id}/${part}`, 403, NOT_PUBLIC);
      }
      expect(await f.ok<Session[]>(f.host, `/events/${draft.id}/sessions`)).toHaveLength(3);
    });
  });

  describe('pass types', () => {
    it('answers public active pass types with the price now and what is left, and the packages', async () => {
      const offer = await f.ok<EventPassTypes>(f.org, `/events/${event.id}/passTypes`);
      expect(offer.passTypes.map((passType) => passType.slug)).toEqual(['general', 'vip']);
      const [general, vip] = offer.passTypes;
      // The early-bird schedule is in force: 1900 cents instead of 2500.
      expect(general).toMatchObject({
        price: 1900,
        supply: 100,
        remaining: 55,
        visibility: 'public',
        active: true,
        event: expect.objectContaining({ id: event.id, slug: event.slug }),
      });
      expect(general!.priceSchedules.map((schedule) => schedule.price)).toEqual([1900, 3500]);
      expect(general!.priceSchedules[0]!.ticketId).toBe(general!.id);
      expect(vip).toMatchObject({ price: 9900, remaining: 0, accessLevel: 'vip' });
      expect(offer.packages).toEqual([
        expect.objectContaining({
          name: 'Crew of four',
          price: 8000,
          remaining: 4,
          passes: [expect.objectContaining({ quantity: 4, passTypeId: general!.id })],
        }),
      ]);
    });

    it('answers a private pass type asked for by id, and 404 for an unknown one', async () => {
      const crew = parts.passTypes.find((passType) => passType.slug === 'crew')!;
      const offer = await f.ok<EventPassTypes>(
        f.org,
        `/events/${event.id}/passTypes?ticketId=${crew.id}`,
      );
      expect(offer.passTypes.map((passType) => passType.slug)).toEqual(['crew']);
      expect(offer.packages).toEqual([]);
      const general = parts.passTypes.find((passType) => passType.slug === 'general')!;
      const withGeneral = await f.ok<EventPassTypes>(
        f.org,
        `/events/${event.id}/passTypes?ticketId=${general.id}`,
      );
      expect(withGeneral.packages).toHaveLength(1);
      const old = parts.passTypes.find((passType) => passType.slug === 'old')!;
      await f.fails(
        f.org,
        `/events/${event.id}/passTypes?ticketId=${old.id}`,
        404,
        'Pass type not found',
      );
      await f.fails(f.org, `/events/${event.id}/passTypes?ticketId=general`, 400);
    });
  });

  describe('series', () => {
    it('lists series, answers one by id or slug, and its public events', async () => {
      const other = await f.t.createOrganization();
      const viewer = await f.t.createUser(other);
      const summer = await f.createSeries('Summer Talks', other);
      await f.createSeries('Winter Talks', other);
      const soon = await f.createEvent({ seriesId: summer.id, creatorId: null }, other);
      const ended = await f.createEvent(
        {
          seriesId: summer.id,
          creatorId: null,
          eventStart: new Date(Date.now() - 2 * DAY),
          eventEnd: new Date(Date.now() - DAY),
        },
        other,
      );
      await f.createEvent({ seriesId: summer.id, creatorId: null, visibility: 'private' }, other);
      const list = await f.ok<Series[]>(viewer, '/series');
      expect(list.map((item) => item.name)).toEqual(['Summer Talks', 'Winter Talks']);
      expect(
        (await f.ok<Series[]>(viewer, '/series?search=winter')).map((item) => item.name),
      ).toEqual(['Winter Talks']);
      expect((await f.ok<Series>(viewer, `/series/${summer.slug}`)).id).toBe(summer.id);
      const upcoming = await f.ok<EventSummary[]>(viewer, `/series/${summer.id}/events`);
      expect(upcoming.map((item) => item.id)).toEqual([soon.id]);
      expect(upcoming[0]!.series).toEqual({
        id: summer.id,
        slug: summer.slug,
        name: 'Summer Talks',
      });
      const past = await f.ok<EventSummary[]>(viewer, `/series/${summer.slug}/events?past=true`);
      expect(past.map((item) => item.id)).toEqual([ended.id]);
      await f.fails(f.member, `/series/${summer.id}`, 404, 'Series not found');
      await f.fails(f.member, `/series/${summer.id}/events`, 404);
    });
  });

  describe('posts about an event', () => {
    it('posts about an event by id, fills the activity’s event card and lists the event’s posts', async () => {
      const created = await f.call(f.member, 'POST', '/activities', {
        message: 'See you at the harbour',
        eventId: event.id,
      });
      expect(created.statusCode, created.body).toBe(201);
      const post = created.json().data as Activity;
      expect(post.event).toEqual({ id: event.id, slug: event.slug, name: event.name });
      const list = await f.page<Activity>(f.org, `/events/${event.slug}/activities`);
      expect(list.data.map((item) => item.id)).toEqual([post.id]);
      expect(await f.ok(f.org, `/events/${event.id}/media?type=images`)).toEqual([]);
    });

    it('refuses an event slug in a body with the contract’s message, and an unseen event', async () => {
      const bySlug = await f.call(f.member, 'POST', '/activities', {
        message: 'Wrong id',
        eventId: event.slug,
      });
      expect(bySlug.statusCode).toBe(400);
      expect(bySlug.json()).toMatchObject({
        message: 'Invalid eventId. Did you pass in the slug?',
        field: 'eventId',
      });
      const draft = await f.createEvent({ status: 'draft' });
      const hidden = await f.call(f.member, 'POST', '/activities', {
        message: 'Too early',
        eventId: draft.id,
      });
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json().message).toBe(NOT_PUBLIC);
      const theirs = await f.createEvent({}, f.other);
      const foreign = await f.call(f.member, 'POST', '/activities', {
        message: 'Elsewhere',
        eventId: theirs.id,
      });
      expect(foreign.statusCode).toBe(404);
    });
  });
});
