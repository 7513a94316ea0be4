import {
  eventContentEndpoints as content,
  eventEndpoints as endpoints,
  groupEndpoints,
  seriesEndpoints,
} from '@convene/contract';
import { answerPage, route } from '../../../lib/endpoint-route';
import {
  getFaq,
  getFaqSection,
  getGalleryImage,
  getPage,
  getSession,
  getSpeaker,
  listFaqs,
  listFaqSections,
  listGalleryImages,
  listPages,
  listSessions,
  listSpeakerSessions,
  listSpeakers,
  listSponsors,
} from './content.service';
import {
  getEvent,
  listEvents,
  listFeaturedEvents,
  listGroupEvents,
  listMemberGroupsEvents,
  listRegistrants,
  listSelfEvents,
} from './events.service';
import { getEventPassTypes } from './pass-types.service';
import { getSeries, listEventsOfSeries, listSeries } from './series.service';

/** The catalogue: lists, the event, its registrants and pass types; a group's and the self's events. */
export const eventRoutes = [
  route(endpoints.list, async (ctx, { query }) => answerPage(await listEvents(ctx, query)), {
    sharedWhenAnonymous: true,
  }),
  route(
    endpoints.featured,
    async (ctx, { query }) => answerPage(await listFeaturedEvents(ctx, query)),
    { sharedWhenAnonymous: true },
  ),
  // A reader with no part in the event is answered the page others read (`getEvent`).
  route(endpoints.detail, (ctx, { params }) => getEvent(ctx, params.eventId), {
    sharedWhenAnonymous: true,
    answerShared: true,
  }),
  route(endpoints.registrants, async (ctx, { params, query }) =>
    answerPage(await listRegistrants(ctx, params.eventId, query)),
  ),
  route(endpoints.passTypes, (ctx, { params, query }) =>
    getEventPassTypes(ctx, params.eventId, query.ticketId),
  ),
  route(endpoints.selfEvents, async (ctx, { query }) =>
    answerPage(await listSelfEvents(ctx, query)),
  ),
  route(groupEndpoints.memberGroupsEvents, async (ctx, { query }) =>
    answerPage(await listMemberGroupsEvents(ctx, query)),
  ),
  route(groupEndpoints.events, async (ctx, { params, query }) =>
    answerPage(await listGroupEvents(ctx, params.groupId, query)),
  ),
];

/** What an event page shows, part by part. */
export const eventContentRoutes = [
  route(
    content.sessions,
    (ctx, { params, query }) => listSessions(ctx, params.eventId, query.search),
    { sharedWhenAnonymous: true },
  ),
  route(content.session, (ctx, { params }) => getSession(ctx, params.eventId, params.sessionId)),
  route(content.speakers, (ctx, { params, query }) => listSpeakers(ctx, params.eventId, query), {
    sharedWhenAnonymous: true,
  }),
  route(content.speaker, (ctx, { params }) => getSpeaker(ctx, params.eventId, params.speakerId)),
  route(content.speakerSessions, (ctx, { params }) =>
    listSpeakerSessions(ctx, params.eventId, params.speakerId),
  ),
  route(content.sponsors, (ctx, { params, query }) => listSponsors(ctx, params.eventId, query), {
    sharedWhenAnonymous: true,
  }),
  route(content.faqSections, (ctx, { params, query }) =>
    listFaqSections(ctx, params.eventId, query),
  ),
  route(content.faqSection, (ctx, { params }) =>
    getFaqSection(ctx, params.eventId, params.sectionId),
  ),
  route(content.faqs, (ctx, { params, query }) =>
    listFaqs(ctx, params.eventId, params.sectionId, query),
  ),
  route(content.faq, (ctx, { params }) =>
    getFaq(ctx, params.eventId, params.sectionId, params.questionId),
  ),
  route(content.pages, (ctx, { params, query }) => listPages(ctx, params.eventId, query)),
  route(content.page, (ctx, { params }) => getPage(ctx, params.eventId, params.pageId)),
  route(content.images, (ctx, { params }) => listGalleryImages(ctx, params.eventId)),
  route(content.image, (ctx, { params }) =>
    getGalleryImage(ctx, params.eventId, params.galleryImageId),
  ),
];

export const seriesRoutes = [
  route(seriesEndpoints.list, (ctx, { query }) => listSeries(ctx, query)),
  route(seriesEndpoints.detail, (ctx, { params }) => getSeries(ctx, params.seriesId)),
  route(seriesEndpoints.events, async (ctx, { params, query }) =>
    answerPage(await listEventsOfSeries(ctx, params.seriesId, query)),
  ),
];
