import { describe, expect, it } from 'vitest';
import { googleCalendarHref, icsHref, outlookCalendarHref } from './calendar';

describe('icsHref', () => {
  it('writes one event in UTC with its name and place escaped (RFC 5545)', () => {
    const href = icsHref({
      id: 'e1',
      name: 'Q&A; tools, wood',
      eventStart: '2027-01-05T18:00:00.000Z',
      eventEnd: '2027-01-05T20:30:00.000Z',
      place: 'Pier 3, Gothenburg',
      stamp: '2026-11-01T10:00:00.000Z',
    });
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const text = decodeURIComponent(href.split(',').slice(1).join(','));
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Convene//Tickets//EN',
      'BEGIN:VEVENT',
      'UID:e1@convene',
      'DTSTAMP:20261101T100000Z',
      'DTSTART:20270105T180000Z',
      'DTEND:20270105T203000Z',
      'SUMMARY:Q&A\\; tools\\, wood',
      'LOCATION:Pier 3\\, Gothenburg',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  const harbour = {
    id: 'e2',
    name: 'Harbour Days',
    eventStart: '2027-01-05T18:00:00.000Z',
    eventEnd: '2027-01-05T20:30:00.000Z',
    place: 'Pier 3',
    stamp: '2026-11-01T10:00:00.000Z',
    description: 'Boats, food; music',
    url: 'https://example.com/events/harbour-days',
  };

  it('carries the description and the event page in the .ics file', () => {
    const text = decodeURIComponent(icsHref(harbour).split(',').slice(1).join(','));
    expect(text).toContain('\r\nDESCRIPTION:Boats\\, food\\; music\r\n');
    expect(text).toContain('\r\nURL:https://example.com/events/harbour-days\r\n');
  });

  it('fills Google Calendar and Outlook with the times, place and page', () => {
    const google = new URL(googleCalendarHref(harbour));
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20270105T180000Z/20270105T203000Z');
    expect(google.searchParams.get('location')).toBe('Pier 3');
    expect(google.searchParams.get('details')).toContain(harbour.url);
    const outlook = new URL(outlookCalendarHref(harbour));
    expect(outlook.searchParams.get('startdt')).toBe(harbour.eventStart);
    expect(outlook.searchParams.get('subject')).toBe('Harbour Days');
    expect(outlook.searchParams.get('body')).toContain(harbour.url);
  });
});
