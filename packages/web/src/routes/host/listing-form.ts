import { ApiError } from '@convene/client';
import {
  RECURRENCE_LIMIT,
  type CreateListing,
  type EventListing,
  type EventType,
  type Recurrence,
  type RecurrenceFrequency,
  type Weekday,
} from '@convene/contract';
import { amountOf, centsOf } from '../../lib/money-input';
import { defaultTimeZone, instantToZoned, zonedToInstant } from '../../lib/zoned-input';
import type { HostMessageId } from './messages';

/** Shared with the bookings forms (lib/); the host area's modules import them from here. */
export { amountOf, centsOf, defaultTimeZone, instantToZoned, zonedToInstant };

/**
 * The listing form's values and the pure rules between them and the API: slugs, wall-clock
 * times in the event's time zone, what each step requires, and what the server says is
 * missing to publish.
 */
export interface ListingValues {
  name: string;
  slug: string;
  eventType: EventType;
  timezone: string;
  /** `YYYY-MM-DDTHH:mm` in `timezone` (a datetime-local input's value). */
  start: string;
  end: string;
  shortDescription: string;
  longDescription: string;
  venue: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  meetingUrl: string;
  /** Members can register (buy passes) once it is published. */
  registration: boolean;
}

export type ListingErrors = Partial<Record<keyof ListingValues, HostMessageId>>;

/** Event slugs: lowercase letters, numbers and dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug suggested from a name: 'Knot Night 2026!' → 'knot-night-2026'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export function emptyListing(timezone: string): ListingValues {
  return {
    name: '',
    slug: '',
    eventType: 'physical',
    timezone,
    start: '',
    end: '',
    shortDescription: '',
    longDescription: '',
    venue: '',
    address1: '',
    city: '',
    state: '',
    zip: '',
    country: '',
    meetingUrl: '',
    registration: true,
  };
}

/** The form's values of a listing being edited. */
export function valuesOf(listing: EventListing): ListingValues {
  const timezone = listing.timezone ?? 'UTC';
  return {
    name: listing.name,
    slug: listing.slug,
    eventType: listing.eventType,
    timezone,
    start: instantToZoned(listing.eventStart, timezone),
    end: instantToZoned(listing.eventEnd, timezone),
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription ?? '',
    venue: listing.venue ?? listing.location ?? '',
    address1: listing.address1 ?? '',
    city: listing.city ?? '',
    state: listing.state ?? '',
    zip: listing.zip ?? '',
    country: listing.country ?? '',
    meetingUrl: listing.meetingUrl ?? '',
    registration: listing.registration,
  };
}

/** A new event lasts this long until the host says otherwise. */
export const DEFAULT_EVENT_HOURS = 2;

/** A `datetime-local` value as milliseconds of its wall clock read as UTC (NaN when not one). */
const wallMs = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? Date.parse(`${value}:00Z`) : NaN;

/**
 * A new start moves the end with it: the event keeps its length, or lasts
 * DEFAULT_EVENT_HOURS when it has none yet (no end, or an end not after the start).
 */
export function startChange(values: ListingValues, start: string): Partial<ListingValues> {
  const next = wallMs(start);
  if (Number.isNaN(next)) return { start };
  const length = wallMs(values.end) - wallMs(values.start);
  const keep = Number.isFinite(length) && length > 0 ? length : DEFAULT_EVENT_HOURS * 3_600_000;
  return { start, end: new Date(next + keep).toISOString().slice(0, 16) };
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value);

/** The first step: name, slug, type, times. */
export function validateBasics(values: ListingValues): ListingErrors {
  const errors: ListingErrors = {};
  if (!values.name.trim()) errors.name = 'host.form.error.name';
  if (values.slug && !SLUG_PATTERN.test(values.slug)) errors.slug = 'host.form.error.slug';
  const start = zonedToInstant(values.start, values.timezone);
  const end = zonedToInstant(values.end, values.timezone);
  if (!start) errors.start = 'host.form.error.start';
  if (!end) errors.end = 'host.form.error.end';
  else if (start && Date.parse(end) <= Date.parse(start)) errors.end = 'host.form.error.endOrder';
  return errors;
}

/** The second step: a place unless virtual, a meeting URL unless physical. */
export function validatePlace(values: ListingValues): ListingErrors {
  const errors: ListingErrors = {};
  if (values.eventType !== 'virtual' && !values.venue.trim() && !values.address1.trim())
    errors.venue = 'host.form.error.place';
  if (values.eventType !== 'physical') {
    if (!values.meetingUrl.trim()) errors.meetingUrl = 'host.form.error.meetingUrl';
    else if (!isHttpUrl(values.meetingUrl.trim())) errors.meetingUrl = 'host.form.error.url';
  } else if (values.meetingUrl.trim() && !isHttpUrl(values.meetingUrl.trim()))
    errors.meetingUrl = 'host.form.error.url';
  return errors;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The listing fields the API takes (`event` of POST and PUT /listings). */
export function listingFields(values: ListingValues): CreateListing {
  const physical = values.eventType !== 'virtual';
  const online = values.eventType !== 'physical';
  return {
    eventType: values.eventType,
    visible: true,
    name: values.name.trim(),
    ...(values.slug ? { slug: values.slug } : {}),
    shortDescription: values.shortDescription.trim(),
    longDescription: orNull(values.longDescription),
    eventStart: zonedToInstant(values.start, values.timezone),
    eventEnd: zonedToInstant(values.end, values.timezone),
    timezone: values.timezone,
    venue: physical ? orNull(values.venue) : null,
    address1: physical ? orNull(values.address1) : null,
    city: physical ? orNull(values.city) : null,
    state: physical ? orNull(values.state) : null,
    zip: physical ? orNull(values.zip) : null,
    country: physical ? orNull(values.country) : null,
    meetingUrl: online ? orNull(values.meetingUrl) : null,
    registration: values.registration,
  };
}

/** What the server said is missing to publish, by field, in the reader's words. */
const MISSING: Record<string, HostMessageId> = {
  'event.name': 'host.missing.name',
  'event.eventEnd': 'host.missing.times',
  'event.eventStart': 'host.missing.times',
  'event.location': 'host.missing.location',
  'event.meetingUrl': 'host.missing.meetingUrl',
  passTypes: 'host.missing.passTypes',
};

/** The missing pieces named by a refused publish (400 with one field error each). */
export function missingToPublish(error: unknown): HostMessageId[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = error.errors.length ? error.errors.map((e) => e.field) : [error.field];
  const found = fields.flatMap((field) => (field && MISSING[field] ? [MISSING[field]] : []));
  return [...new Set(found)];
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Why an image file is refused before reading it, or null. */
export function imageProblem(file: { type: string; size: number }): HostMessageId | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'host.image.error.type';
  if (file.size > IMAGE_MAX_BYTES) return 'host.image.error.size';
  return null;
}

/** The wizard's "Repeats" control: none, or a rule of the contract's (decision 0071). */
export interface RepeatValues {
  frequency: 'none' | RecurrenceFrequency;
  /** Weekly: the days it happens on (none: the first date's weekday). */
  weekdays: Weekday[];
  ends: 'count' | 'until';
  /** After this many dates (a number input's value). */
  count: string;
  /** On this local date, `YYYY-MM-DD` (a date input's value). */
  until: string;
}

export const NO_REPEAT: RepeatValues = {
  frequency: 'none',
  weekdays: [],
  ends: 'count',
  count: '4',
  until: '',
};

export type RepeatErrors = Partial<Record<'count' | 'until', HostMessageId>>;

/** A repeating event ends after 2 to RECURRENCE_LIMIT dates, or on a date. */
export function validateRepeat(repeat: RepeatValues): RepeatErrors {
  if (repeat.frequency === 'none') return {};
  if (repeat.ends === 'until')
    return /^\d{4}-\d{2}-\d{2}$/.test(repeat.until) ? {} : { until: 'host.repeat.error.until' };
  const count = Number(repeat.count);
  return Number.isInteger(count) && count >= 2 && count <= RECURRENCE_LIMIT
    ? {}
    : { count: 'host.repeat.error.count' };
}

/** The `recurrence` of POST /listings (undefined when the event does not repeat). */
export function recurrenceOf(repeat: RepeatValues): Recurrence | undefined {
  if (repeat.frequency === 'none') return undefined;
  return {
    frequency: repeat.frequency,
    ...(repeat.frequency === 'weekly' && repeat.weekdays.length
      ? { weekdays: repeat.weekdays }
      : {}),
    ...(repeat.ends === 'until' ? { until: repeat.until } : { count: Number(repeat.count) }),
  };
}
