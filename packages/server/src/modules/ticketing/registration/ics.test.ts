import { describe, expect, it } from 'vitest';
import { calendarFile, calendarText, foldLine, icsLocalTime, icsText, icsTime } from './ics';

describe('the calendar file', () => {
  it('writes UTC times, escapes text and ends every line with CRLF', () => {
    const file = calendarFile(
      {
        uid: 'r-1@harbour.convene',
        start: new Date('2030-05-01T07:30:00.000Z'),
        end: new Date('2030-05-01T15:00:00.000Z'),
        summary: 'Knots; ropes, and\nmore',
        description: 'Back\\slash',
        location: 'Pier 3, Gothenburg',
        url: 'https://meet.test/x',
        stamp: new Date('2030-01-01T00:00:00.000Z'),
      },
      '-//Harbour//Convene//EN',
    );
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Harbour//Convene//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:r-1@harbour.convene',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300501T073000Z',
      'DTEND:20300501T150000Z',
      'SEQUENCE:0',
      'STATUS:CONFIRMED',
      'SUMMARY:Knots\\; ropes\\, and\\nmore',
      'DESCRIPTION:Back\\\\slash',
      'LOCATION:Pier 3\\, Gothenburg',
      'URL:https://meet.test/x',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(icsTime(new Date('2030-12-31T23:59:59.999Z'))).toBe('20301231T235959Z');
    expect(icsText('a,b')).toBe('a\\,b');
  });

  it('writes a zoned event in its wall time, with the zone once and its sequence', () => {
    const at = (iso: string) => new Date(iso);
    const base = {
      summary: 'Fair',
      stamp: at('2030-01-01T00:00:00.000Z'),
      timezone: 'Europe/Stockholm',
    };
    const file = calendarText(
      [
        { ...base, uid: 'a', start: at('2030-05-01T07:30:00Z'), end: at('2030-05-01T09:00:00Z') },
        {
          ...base,
          uid: 'b',
          start: at('2030-12-01T07:30:00Z'),
          end: at('2030-12-01T09:00:00Z'),
          sequence: 4,
          cancelled: true,
        },
      ],
      { productId: '-//Harbour//Convene//EN', name: 'Harbour, events' },
    );
    const lines = file.split('\r\n');
    expect(lines).toContain('X-WR-CALNAME:Harbour\\, events');
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('TZID:Europe/Stockholm');
    // Summer time is UTC+2, winter time UTC+1.
    expect(lines).toContain('DTSTART;TZID=Europe/Stockholm:20300501T093000');
    expect(lines).toContain('DTSTART;TZID=Europe/Stockholm:20301201T083000');
    expect(lines).toContain('SEQUENCE:4');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(icsLocalTime(at('2030-05-01T07:30:00Z'), 'America/New_York')).toBe('20300501T033000');
  });

  it('writes UTC for UTC and for a zone it does not know', () => {
    const file = calendarText(
      ['UTC', 'Mars/Olympus'].map((timezone) => ({
        uid: timezone,
        start: new Date('2030-05-01T07:30:00Z'),
        end: new Date('2030-05-01T09:00:00Z'),
        summary: 'x',
        stamp: new Date('2030-01-01T00:00:00Z'),
        timezone,
      })),
      { productId: 'p' },
    );
    expect(file).not.toContain('VTIMEZONE');
    expect(file.match(/DTSTART:20300501T073000Z/g)).toHaveLength(2);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'港'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('short')).toBe('short');
  });
});
