import { ApiError } from '@convene/client';
import { describe, expect, it } from 'vitest';
import {
  centsOf,
  emptyListing,
  imageProblem,
  instantToZoned,
  listingFields,
  missingToPublish,
  NO_REPEAT,
  recurrenceOf,
  slugify,
  startChange,
  validateBasics,
  validatePlace,
  validateRepeat,
  zonedToInstant,
  type RepeatValues,
} from './listing-form';

const filled = {
  ...emptyListing('Europe/Paris'),
  name: 'Knot Night',
  start: '2026-07-01T19:00',
  end: '2026-07-01T22:30',
};

describe('slugify', () => {
  it('keeps lowercase letters, numbers and single dashes', () => {
    expect(slugify('  Knot Night 2026!  ')).toBe('knot-night-2026');
    expect(slugify('Café — Crème')).toBe('cafe-creme');
    expect(slugify('---')).toBe('');
  });
});

describe('zoned times', () => {
  it('reads a wall-clock time in the event’s zone, summer and winter', () => {
    expect(zonedToInstant('2026-07-01T19:00', 'Europe/Paris')).toBe('2026-07-01T17:00:00.000Z');
    expect(zonedToInstant('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T14:30:00.000Z');
    expect(zonedToInstant('2026-07-01T19:00', 'UTC')).toBe('2026-07-01T19:00:00.000Z');
  });

  it('shows an instant on the zone’s wall clock, and round-trips', () => {
    expect(instantToZoned('2026-07-01T17:00:00.000Z', 'Europe/Paris')).toBe('2026-07-01T19:00');
    expect(instantToZoned('2026-03-08T12:00:00Z', 'Asia/Tokyo')).toBe('2026-03-08T21:00');
    const back = zonedToInstant(
      instantToZoned('2026-10-25T08:15:00.000Z', 'Europe/Paris'),
      'Europe/Paris',
    );
    expect(back).toBe('2026-10-25T08:15:00.000Z');
  });

  it('refuses what is not a time or a zone', () => {
    expect(zonedToInstant('', 'UTC')).toBe('');
    expect(zonedToInstant('2026-07-01T19:00', 'Nowhere/Atlantis')).toBe('');
    expect(instantToZoned('soon', 'UTC')).toBe('');
  });
});

describe('validation', () => {
  it('needs a name, a valid slug, and an end after the start', () => {
    expect(validateBasics(filled)).toEqual({});
    expect(
      validateBasics({ ...filled, name: ' ', slug: 'Knot Night', end: '2026-07-01T18:00' }),
    ).toEqual({
      name: 'host.form.error.name',
      slug: 'host.form.error.slug',
      end: 'host.form.error.endOrder',
    });
    expect(validateBasics({ ...filled, start: '', end: '' })).toMatchObject({
      start: 'host.form.error.start',
      end: 'host.form.error.end',
    });
  });

  it('needs a place unless virtual and a meeting link unless physical', () => {
    expect(validatePlace(filled)).toEqual({ venue: 'host.form.error.place' });
    expect(validatePlace({ ...filled, venue: 'The Boathouse' })).toEqual({});
    expect(validatePlace({ ...filled, eventType: 'virtual' })).toEqual({
      meetingUrl: 'host.form.error.meetingUrl',
    });
    expect(
      validatePlace({
        ...filled,
        eventType: 'hybrid',
        address1: '1 Pier Road',
        meetingUrl: 'zoom',
      }),
    ).toEqual({ meetingUrl: 'host.form.error.url' });
  });

  it('sends only the fields of the event’s type, as instants', () => {
    const body = listingFields({
      ...filled,
      eventType: 'virtual',
      venue: 'ignored',
      meetingUrl: 'https://meet.example.com/knots',
    });
    expect(body).toMatchObject({
      name: 'Knot Night',
      eventStart: '2026-07-01T17:00:00.000Z',
      eventEnd: '2026-07-01T20:30:00.000Z',
      timezone: 'Europe/Paris',
      venue: null,
      meetingUrl: 'https://meet.example.com/knots',
    });
    expect(body).not.toHaveProperty('slug');
  });
});

describe('missingToPublish', () => {
  it('names each field the refused publish lists, once', () => {
    const refused = new ApiError(
      400,
      'VALIDATION',
      'The listing cannot be published yet: add …',
      'event.location',
      [
        { field: 'event.location', message: 'x' },
        { field: 'passTypes', message: 'y' },
        { field: 'event.location', message: 'z' },
      ],
    );
    expect(missingToPublish(refused)).toEqual(['host.missing.location', 'host.missing.passTypes']);
    expect(missingToPublish(new ApiError(409, 'CONFLICT', 'no'))).toEqual([]);
    expect(missingToPublish(new Error('offline'))).toEqual([]);
  });
});

describe('money and images', () => {
  it('reads amounts as cents', () => {
    expect(centsOf('25')).toBe(2500);
    expect(centsOf('12,5')).toBe(1250);
    expect(centsOf('0.99')).toBe(99);
    expect(centsOf('-3')).toBeNull();
    expect(centsOf('1.234')).toBeNull();
  });

  it('refuses files that are not images or too large', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('host.image.error.type');
    expect(imageProblem({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      'host.image.error.size',
    );
  });
});

describe('startChange', () => {
  it('fills the end with the default length when there is none', () => {
    expect(startChange(emptyListing('UTC'), '2026-07-01T18:00')).toEqual({
      start: '2026-07-01T18:00',
      end: '2026-07-01T20:00',
    });
  });

  it('keeps the event’s length when the start moves, across midnight', () => {
    expect(startChange(filled, '2026-07-01T22:00')).toEqual({
      start: '2026-07-01T22:00',
      end: '2026-07-02T01:30',
    });
  });

  it('leaves the end alone while the start is not a time', () => {
    expect(startChange(filled, '')).toEqual({ start: '' });
  });
});

describe('repeats', () => {
  it('is no rule when the event does not repeat', () => {
    expect(recurrenceOf(NO_REPEAT)).toBeUndefined();
    expect(validateRepeat(NO_REPEAT)).toEqual({});
  });

  it('sends the chosen days for weekly only, and one of count and until', () => {
    const weekly: RepeatValues = { ...NO_REPEAT, frequency: 'weekly', weekdays: ['TU', 'TH'] };
    expect(recurrenceOf({ ...weekly, count: '6' })).toEqual({
      frequency: 'weekly',
      weekdays: ['TU', 'TH'],
      count: 6,
    });
    expect(
      recurrenceOf({ ...weekly, frequency: 'daily', ends: 'until', until: '2027-03-01' }),
    ).toEqual({
      frequency: 'daily',
      until: '2027-03-01',
    });
  });

  it('asks for 2 to 52 dates, or a last date', () => {
    const monthly = { ...NO_REPEAT, frequency: 'monthlyByWeekday' } as const;
    expect(validateRepeat({ ...monthly, count: '53' })).toEqual({
      count: 'host.repeat.error.count',
    });
    expect(validateRepeat({ ...monthly, count: '1' })).toEqual({
      count: 'host.repeat.error.count',
    });
    expect(validateRepeat({ ...monthly, count: '52' })).toEqual({});
    expect(validateRepeat({ ...monthly, ends: 'until' })).toEqual({
      until: 'host.repeat.error.until',
    });
  });
});
