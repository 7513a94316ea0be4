import { describe, expect, it } from 'vitest';
import { icsHref } from './calendar';

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
});
