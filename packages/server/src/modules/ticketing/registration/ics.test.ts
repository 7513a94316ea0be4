import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsText, icsTime } from './ics';

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
