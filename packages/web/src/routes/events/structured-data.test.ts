import type { Event, PassType } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { eventStructuredData } from './structured-data';

const event = {
  id: 'e1',
  slug: 'harbour-evening',
  name: 'Harbour evening',
  shortDescription: 'By the water',
  eventType: 'physical',
  status: 'ready',
  timezone: 'Europe/Stockholm',
  eventStart: '2026-01-15T17:00:00.000Z',
  eventEnd: '2026-07-15T20:30:00.000Z',
  image: { id: 'i', uri: '/files/harbour.webp', width: 1200, height: 627 },
  venue: 'Pier 3',
  location: null,
  address1: 'Kajen 1',
  address2: null,
  city: 'Göteborg',
  state: null,
  country: 'SE',
  zip: '411 04',
  externalUrl: null,
  registration: true,
  registrationStart: '2025-12-01T08:00:00.000Z',
  registrationLimit: null,
  registrationCount: 3,
  createdAt: '2025-11-01T08:00:00.000Z',
} as unknown as Event;

const pass = (name: string, price: number, remaining: number | null) =>
  ({ name, price, remaining }) as PassType;

const build = (changes: Partial<Event> = {}, passTypes: PassType[] = []) =>
  eventStructuredData({
    event: { ...event, ...changes },
    passTypes,
    pageUrl: 'https://example.org/events/harbour-evening',
    origin: 'https://example.org',
    organizationName: 'Harbour Club',
  });

describe("an event page's schema.org Event", () => {
  it("gives dates on the event's clock with that day's offset, the place and its address", () => {
    expect(build()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Harbour evening',
      description: 'By the water',
      startDate: '2026-01-15T18:00:00+01:00',
      endDate: '2026-07-15T22:30:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Pier 3',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Kajen 1',
          addressLocality: 'Göteborg',
          postalCode: '411 04',
          addressCountry: 'SE',
        },
      },
      image: ['https://example.org/files/harbour.webp'],
      organizer: { '@type': 'Organization', name: 'Harbour Club', url: 'https://example.org' },
    });
    expect(build({ timezone: null }).startDate).toBe('2026-01-15T17:00:00+00:00');
    expect(build({ timezone: 'America/St_Johns' }).startDate).toBe('2026-01-15T13:30:00-03:30');
  });

  it('offers each pass on sale with its price, currency and availability', () => {
    const data = build({}, [pass('General', 2500, 40), pass('VIP', 9900, 0)]);
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'General',
        price: '25.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://example.org/events/harbour-evening',
        validFrom: '2025-12-01T09:00:00+01:00',
      },
      expect.objectContaining({
        name: 'VIP',
        price: '99.00',
        availability: 'https://schema.org/SoldOut',
      }),
    ]);
    // A full event sells nothing more; registration without passes is free; none offered, no offers.
    const full = build({ registrationLimit: 3 }, [pass('General', 2500, 40)]);
    expect(full.offers).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    ]);
    expect(build().offers).toEqual([expect.objectContaining({ price: '0.00' })]);
    expect(build({ registration: false }).offers).toBeUndefined();
  });

  it('says online, mixed and cancelled', () => {
    expect(build({ eventType: 'virtual' })).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://example.org/events/harbour-evening' },
    });
    const hybrid = build({ eventType: 'hybrid', externalUrl: 'https://stream.example.org/x' });
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid.location).toEqual([
      expect.objectContaining({ '@type': 'Place' }),
      { '@type': 'VirtualLocation', url: 'https://stream.example.org/x' },
    ]);
    expect(build({ status: 'canceled' }).eventStatus).toBe('https://schema.org/EventCancelled');
  });
});
