import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isoSql, jsonArray, jsonObject, type Field } from '../../../lib/json-sql';
import {
  eventFaqs,
  eventFaqSections,
  eventGalleryImages,
  eventPages,
  eventSessionLocations,
  eventSessions,
  eventSessionSpeakers,
  eventSessionTracks,
  eventSpeakers,
  eventTracks,
} from '../../../db/schema/index';

/*
 * The JSON an event's parts are answered in, built by PostgreSQL in the query that reads
 * them (the way to do lists: one statement per page). Keys are the contract's names, times
 * are ISO-8601 in UTC, so rows map to the contract without a pass in JavaScript. The
 * tables are named as they are: no table appears twice in one nesting (a session's
 * speakers never nest their sessions), so a correlated column is never ambiguous.
 */

const s = eventSessions;
const sp = eventSpeakers;
const ss = eventSessionSpeakers;
const loc = eventSessionLocations;
const t = eventTracks;
const st = eventSessionTracks;
const fs = eventFaqSections;
const f = eventFaqs;
const pg = eventPages;
const gi = eventGalleryImages;

// ---------------------------------------------------------------- sessions and speakers

function locationJson(locationId: AnyColumn): SQL {
  const l = loc;
  const location = jsonObject({
    id: l.id,
    name: l.name,
    description: l.description,
    address1: l.address1,
    address2: l.address2,
    zip: l.zip,
    city: l.city,
    state: l.state,
    country: l.country,
    image: l.image,
    googlePlaceId: l.googlePlaceId,
  });
  return sql`(select ${location} from ${l} where ${l.id} = ${locationId})`;
}

function baseSessionFields(): Record<string, Field> {
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    description: s.description,
    location: locationJson(s.locationId),
    image: s.image,
    startTime: isoSql(s.startTime),
    endTime: isoSql(s.endTime),
    sortOrder: s.sortOrder,
    nonSession: s.nonSession,
    registrationEnabled: s.registrationEnabled,
    price: s.price,
  };
}

/** Agenda order: by start, then the host's sort order, then name. */
export function sessionOrder(): SQL {
  return sql`${s.startTime}, ${s.sortOrder} nulls last, ${s.name}, ${s.id}`;
}

/** Speaker order: hosts first, then by priority (higher first), then name. */
export function speakerOrder(): SQL {
  return sql`${sp.isHost} desc, ${sp.priority} desc, ${sp.firstName}, ${sp.id}`;
}

function baseSpeakerFields(): Record<string, Field> {
  return {
    id: sp.id,
    slug: sp.slug,
    firstName: sp.firstName,
    lastName: sp.lastName,
    bio: sp.bio,
    title: sp.title,
    company: sp.company,
    companyBio: sp.companyBio,
    image: sp.image,
    priority: sp.priority,
    isHost: sp.isHost,
  };
}

/** SDK BaseSession JSON of the session row. */
export function baseSessionJson(): SQL {
  return jsonObject(baseSessionFields());
}

/** SDK BaseSpeaker JSON of the speaker row. */
export function baseSpeakerJson(): SQL {
  return jsonObject(baseSpeakerFields());
}

/** SDK Session JSON of the session row: with its tracks and speakers. */
export function sessionJson(): SQL {
  return jsonObject({
    ...baseSessionFields(),
    longDescription: s.longDescription,
    tracks: jsonArray(
      jsonObject({ id: t.id, slug: t.slug, name: t.name, color: t.color }),
      sql`from ${st} join ${t} on ${t.id} = ${st.trackId} where ${st.sessionId} = ${s.id}`,
      sql`${t.name}`,
    ),
    speakers: jsonArray(
      jsonObject(baseSpeakerFields()),
      sql`from ${ss} join ${sp} on ${sp.id} = ${ss.speakerId} where ${ss.sessionId} = ${s.id}`,
      speakerOrder(),
    ),
    sponsors: sql`'[]'::json`,
    streamInput: sql`null`,
    supply: s.supply,
    _count: sql`json_build_object('sections', 0)`,
  });
}

/** The sessions of the speaker row (BaseSession JSON array). */
function sessionsOfSpeakerJson(): SQL {
  return jsonArray(
    baseSessionJson(),
    sql`from ${ss} join ${s} on ${s.id} = ${ss.sessionId} where ${ss.speakerId} = ${sp.id}`,
    sessionOrder(),
  );
}

/** SDK Speaker JSON of the speaker row: with their links and sessions. */
export function speakerJson(): SQL {
  return jsonObject({
    ...baseSpeakerFields(),
    label: sp.label,
    website: sp.website,
    facebook: sp.facebook,
    twitter: sp.twitter,
    instagram: sp.instagram,
    linkedIn: sp.linkedIn,
    discord: sp.discord,
    youtube: sp.youtube,
    tikTok: sp.tikTok,
    sessions: sessionsOfSpeakerJson(),
  });
}

/** The sessions the speaker `speakerId` speaks in, as a condition on the session row. */
export function speaksInSql(speakerId: string): SQL {
  return sql`exists (select 1 from ${ss} where ${ss.sessionId} = ${s.id} and ${ss.speakerId} = ${speakerId})`;
}

// ---------------------------------------------------------------- FAQs, pages, gallery

const baseFaqFields = (): Record<string, Field> => ({
  id: f.id,
  slug: f.slug,
  question: f.question,
  answer: f.answer,
});

const baseFaqSectionFields = (): Record<string, Field> => ({
  id: fs.id,
  slug: fs.slug,
  name: fs.name,
});

export const faqOrder = () => sql`${f.sortOrder}, ${f.question}, ${f.id}`;
export const faqSectionOrder = () => sql`${fs.sortOrder}, ${fs.name}, ${fs.id}`;
export const pageOrder = () => sql`${pg.sortOrder}, ${pg.title}, ${pg.id}`;
export const galleryOrder = () => sql`${gi.sortOrder}, ${gi.createdAt}, ${gi.id}`;

/** SDK BaseFaqSection JSON of the section row. */
export function baseFaqSectionJson(): SQL {
  return jsonObject(baseFaqSectionFields());
}

/** SDK FaqSection JSON of the section row: with its questions. */
export function faqSectionJson(): SQL {
  return jsonObject({
    ...baseFaqSectionFields(),
    faqs: jsonArray(
      jsonObject(baseFaqFields()),
      sql`from ${f} where ${f.sectionId} = ${fs.id}`,
      faqOrder(),
    ),
  });
}

/** SDK Faq JSON of the question row (joined with its section). */
export function faqJson(): SQL {
  return jsonObject({ ...baseFaqFields(), section: baseFaqSectionJson() });
}

/** SDK BaseEventPage JSON of the page row. */
export function basePageJson(): SQL {
  return jsonObject({ id: pg.id, slug: pg.slug, title: pg.title, sortOrder: pg.sortOrder });
}

/** SDK EventPage JSON of the page row. */
export function pageJson(): SQL {
  return jsonObject({
    id: pg.id,
    slug: pg.slug,
    title: pg.title,
    sortOrder: pg.sortOrder,
    html: pg.html,
    subtitle: pg.subtitle,
    images: pg.images,
  });
}

/** SDK EventGalleryImage JSON of the gallery row. */
export function galleryImageJson(): SQL {
  return jsonObject({
    id: gi.id,
    name: gi.name,
    description: gi.description,
    imageId: sql`${gi.image}->>'id'`,
    image: gi.image,
    createdAt: isoSql(gi.createdAt),
    updatedAt: isoSql(gi.updatedAt),
  });
}
