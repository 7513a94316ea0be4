import { z } from 'zod';

/**
 * A repeating event (decision 0071): the rule a host gives when creating an event, and the
 * dates it makes. Every occurrence is an event of its own, linked by a series.
 */

/** The most occurrences one rule makes: a year of weekly events. */
export const RECURRENCE_LIMIT = 52;

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof WeekdaySchema>;

export const RecurrenceFrequencySchema = z.enum([
  'daily',
  'weekly',
  /** The same day of the month as the first date (months without it are skipped). */
  'monthlyByDate',
  /** The same weekday of the month as the first date (the 2nd Tuesday; a 5th is the last). */
  'monthlyByWeekday',
]);
export type RecurrenceFrequency = z.infer<typeof RecurrenceFrequencySchema>;

/**
 * How an event repeats, in its own time zone: every `interval` days, weeks or months (on
 * `weekdays` for weekly: the first date's weekday when none), ending after `count`
 * occurrences or on `until` (a local date, included). One of `count` or `until`.
 */
export const RecurrenceSchema = z
  .object({
    frequency: RecurrenceFrequencySchema,
    interval: z.number().int().min(1).max(12).optional(),
    weekdays: z.array(WeekdaySchema).max(7).optional(),
    count: z
      .number()
      .int()
      .min(2)
      .max(RECURRENCE_LIMIT, `At most ${RECURRENCE_LIMIT} occurrences`)
      .optional(),
    until: z.iso.date({ message: 'Must be a date (yyyy-MM-dd)' }).optional(),
  })
  .refine((rule) => (rule.count === undefined) !== (rule.until === undefined), {
    message: 'Give either count or until',
    path: ['count'],
  });
export type Recurrence = z.input<typeof RecurrenceSchema>;

/**
 * Which events of a series an update changes: this one, it and the later ones, or all of
 * them that have not ended yet (earlier dates too; past and canceled dates never change).
 */
export const SeriesEditScopeSchema = z.enum(['this', 'following', 'all']);
export type SeriesEditScope = z.infer<typeof SeriesEditScopeSchema>;

/** `POST /listings/recurrence-preview`: the dates a rule would make for an event's times. */
export const RecurrencePreviewBodySchema = z.object({
  eventStart: z.iso.datetime({ offset: true, message: 'Must be a date and time' }),
  eventEnd: z.iso.datetime({ offset: true, message: 'Must be a date and time' }),
  timezone: z.string().min(1).max(64),
  recurrence: RecurrenceSchema,
});
export type RecurrencePreviewBody = z.input<typeof RecurrencePreviewBodySchema>;

export const OccurrenceSchema = z.object({ start: z.string(), end: z.string() });
export type Occurrence = z.infer<typeof OccurrenceSchema>;

export const RECURRENCE_MESSAGES = {
  tooMany: `The rule makes more than ${RECURRENCE_LIMIT} occurrences: end it sooner`,
  untilBeforeStart: 'The end date is before the first date',
  noOccurrence: 'The rule makes no date',
  badTimeZone: 'Unknown time zone',
} as const;
