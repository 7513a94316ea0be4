import { displayName, type ListingAttendeesCsv, type ListingReport } from '@convene/contract';
import type { RequestContext } from '../../../context';
import { csvFile, type CsvValue } from '../../../lib/csv';
import { requireEventHost } from '../listings/index';
import { allAttendeeRows, passDetailsOf } from './attendees.repository';
import {
  answerCounts,
  couponUses,
  passTotals,
  registrationCounts,
  registrationsPerDay,
  salesByAddOn,
  salesByPassType,
} from './report.repository';
import { questionsOfEvent } from './responses.repository';
import { findEventBasics } from './events.repository';

/** The listing's report (`…/report`): what sold, what it made, who came, what they said. */
export async function listingReport(ctx: RequestContext, eventId: string): Promise<ListingReport> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const [statuses, perDay, passTypes, addOns, coupons, totals, answers, questions] =
    await Promise.all([
      registrationCounts(ctx.db, scope, eventId),
      registrationsPerDay(ctx.db, scope, eventId),
      salesByPassType(ctx.db, scope, eventId),
      salesByAddOn(ctx.db, scope, eventId),
      couponUses(ctx.db, scope, eventId),
      passTotals(ctx.db, scope, eventId),
      answerCounts(ctx.db, scope, eventId),
      questionsOfEvent(ctx.db, scope, eventId),
    ]);
  const statusCount = (status: string) => statuses.find((row) => row.status === status)?.count ?? 0;
  const chosen = new Map(answers.chosen.map((row) => [row.choiceId, row.count]));
  return {
    registrations: {
      registered: statusCount('registered'),
      canceled: statusCount('canceled'),
      overTime: perDay,
    },
    passTypes,
    addOns,
    coupons,
    revenue: {
      gross: totals.gross,
      refunded: totals.refunded,
      net: totals.gross - totals.refunded,
    },
    checkIn: {
      passes: totals.passes,
      checkedIn: totals.checkedIn,
      rate: totals.passes ? Math.round((totals.checkedIn / totals.passes) * 1000) / 1000 : 0,
    },
    questions: questions.map((question) => ({
      id: question.id,
      name: question.label ?? question.name,
      type: question.type,
      answered: answers.answered.find((row) => row.questionId === question.id)?.count ?? 0,
      choices: question.choices.map((choice) => ({
        value: choice.value,
        count: chosen.get(choice.id) ?? 0,
      })),
    })),
  };
}

const FIXED_COLUMNS = [
  'Registration',
  'Pass',
  'Name',
  'Username',
  'Email',
  'Phone',
  'Registration status',
  'Pass type',
  'Pass status',
  'Checked in at',
  'Registered at',
  'Paid',
  'Refunded',
];

/** Every pass of every attendee, one row each, with a column per question (its answer). */
export async function exportAttendees(
  ctx: RequestContext,
  eventId: string,
): Promise<ListingAttendeesCsv> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const [event, rows, questions] = await Promise.all([
    findEventBasics(ctx.db, scope, eventId),
    allAttendeeRows(ctx.db, scope, eventId),
    questionsOfEvent(ctx.db, scope, eventId),
  ]);
  const passes = await passDetailsOf(ctx.db, scope, {
    registrationIds: rows.map((row) => row.registration.id),
  });
  const lines: CsvValue[][] = [[...FIXED_COLUMNS, ...questions.map((q) => q.label ?? q.name)]];
  for (const row of rows) {
    const { registration, account } = row;
    for (const { pass, passType, responses } of passes) {
      if (pass.registrationId !== registration.id) continue;
      const answers = new Map(responses.map((response) => [response.questionId, response.value]));
      lines.push([
        registration.alternateId,
        pass.alternateId,
        displayName(account),
        account.username,
        account.email,
        account.phone,
        registration.status,
        passType.name,
        pass.status,
        pass.usedAt?.toISOString() ?? null,
        registration.registeredAt?.toISOString() ?? null,
        (pass.amtPaid / 100).toFixed(2),
        (pass.amtRefunded / 100).toFixed(2),
        ...questions.map((question) => answers.get(question.id) ?? null),
      ]);
    }
  }
  return csvFile(`${event?.slug ?? eventId}-attendees.csv`, lines);
}
