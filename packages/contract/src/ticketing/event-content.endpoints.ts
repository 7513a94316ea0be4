import { z } from 'zod';
import { AccountSchema } from '../people/account';
import { defineEndpoint } from '../core/endpoint';
import {
  BaseEventPageSchema,
  EventGalleryImageSchema,
  EventPageSchema,
  FaqSchema,
  FaqSectionSchema,
} from './event-content';
import { SessionSchema, SpeakerSchema } from './event-sessions';
import { EventKeyParamSchema } from './events';
import { ListQuerySchema } from '../core/pagination';

const tags = ['events'];

/** A part of an event (session, speaker, page, FAQ …) by its id or slug. */
const PartKeySchema = z.string().min(1).max(200);
const SessionParamSchema = EventKeyParamSchema.extend({ sessionId: PartKeySchema });
const SpeakerParamSchema = EventKeyParamSchema.extend({ speakerId: PartKeySchema });
const PageParamSchema = EventKeyParamSchema.extend({ pageId: PartKeySchema });
const FaqSectionParamSchema = EventKeyParamSchema.extend({ sectionId: PartKeySchema });
const FaqParamSchema = FaqSectionParamSchema.extend({ questionId: PartKeySchema });
const GalleryImageParamSchema = EventKeyParamSchema.extend({ galleryImageId: PartKeySchema });

/** `GET /events/{id}/sessions`: the whole agenda in one answer (the SDK sends only search). */
export const EventSessionsQuerySchema = z.object({ search: z.string().trim().max(200).optional() });

/** What an event page shows: agenda, speakers, sponsors, FAQs, pages and gallery. */
export const eventContentEndpoints = {
  sessions: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/sessions',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'The agenda: every session in time order (search names and descriptions)',
    params: EventKeyParamSchema,
    query: EventSessionsQuerySchema,
    data: z.array(SessionSchema),
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/sessions/:sessionId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'A session by id or slug',
    params: SessionParamSchema,
    data: SessionSchema,
  }),
  speakers: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/speakers',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'Speakers, hosts first, then by priority',
    params: EventKeyParamSchema,
    query: ListQuerySchema,
    data: z.array(SpeakerSchema),
  }),
  speaker: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/speakers/:speakerId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'A speaker by id or slug, with their sessions',
    params: SpeakerParamSchema,
    data: SpeakerSchema,
  }),
  speakerSessions: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/speakers/:speakerId/sessions',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'The sessions of a speaker, in time order',
    params: SpeakerParamSchema,
    data: z.array(SessionSchema),
  }),
  sponsors: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/sponsors',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'The accounts sponsoring an event',
    params: EventKeyParamSchema,
    query: ListQuerySchema,
    data: z.array(AccountSchema),
  }),
  faqSections: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/faqs',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'FAQ sections with their questions',
    params: EventKeyParamSchema,
    query: ListQuerySchema,
    data: z.array(FaqSectionSchema),
  }),
  faqSection: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/faqs/:sectionId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'An FAQ section by id or slug, with its questions',
    params: FaqSectionParamSchema,
    data: FaqSectionSchema,
  }),
  faqs: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/faqs/:sectionId/questions',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'The questions of an FAQ section',
    params: FaqSectionParamSchema,
    query: ListQuerySchema,
    data: z.array(FaqSchema),
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/faqs/:sectionId/questions/:questionId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'An FAQ question by id or slug',
    params: FaqParamSchema,
    data: FaqSchema,
  }),
  pages: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/pages',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'The pages of an event (titles), in order',
    params: EventKeyParamSchema,
    query: ListQuerySchema,
    data: z.array(BaseEventPageSchema),
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/pages/:pageId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'An event page by id or slug',
    params: PageParamSchema,
    data: EventPageSchema,
  }),
  images: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/images',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'The event’s gallery, in order',
    params: EventKeyParamSchema,
    data: z.array(EventGalleryImageSchema),
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/images/:galleryImageId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'An image of the event’s gallery',
    params: GalleryImageParamSchema,
    data: EventGalleryImageSchema,
  }),
};
