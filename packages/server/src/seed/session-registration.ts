import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  eventActivationCompletions,
  eventActivations,
  eventPasses,
  eventSessionAccesses,
  eventSessionQuestions,
  eventSessionSections,
  eventSessions,
} from '../db/schema/index';
import { MAKER_FAIR_ACTIVATIONS, MAKER_FAIR_SESSION_REGISTRATION } from './events-data';

/*
 * The demo of session registration and activations (decision 0020) on an event with an
 * agenda: three sessions take registration (one paid, with a question), the activations
 * of the fair, and the demo attendee's first pass in a workshop with one activation done.
 */
export async function seedSessionRegistration(
  db: Database,
  organizationId: string,
  eventId: string,
  attendeeId: string | undefined,
): Promise<void> {
  const sessions = await db
    .select()
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.eventId, eventId),
        inArray(eventSessions.slug, Object.keys(MAKER_FAIR_SESSION_REGISTRATION)),
      ),
    );
  for (const session of sessions) {
    const settings = MAKER_FAIR_SESSION_REGISTRATION[session.slug]!;
    await db
      .update(eventSessions)
      .set({ registrationEnabled: true, supply: settings.supply, price: settings.price ?? null })
      .where(eq(eventSessions.id, session.id));
    if (!settings.question) continue;
    const [section] = await db
      .insert(eventSessionSections)
      .values({ organizationId, sessionId: session.id, name: 'Before the workshop' })
      .returning({ id: eventSessionSections.id });
    await db.insert(eventSessionQuestions).values({
      organizationId,
      sessionId: session.id,
      sectionId: section!.id,
      type: 'select',
      name: settings.question.name,
      required: true,
      choices: settings.question.choices.map((value) => ({
        id: crypto.randomUUID(),
        value,
        text: value,
      })),
    });
  }
  const start = sessions.reduce(
    (earliest, session) => Math.min(earliest, session.startTime.getTime()),
    Number.POSITIVE_INFINITY,
  );
  const activations = await db
    .insert(eventActivations)
    .values(
      MAKER_FAIR_ACTIVATIONS.map(({ opensAfterHours, ...activation }) => ({
        organizationId,
        eventId,
        ...activation,
        startAfter:
          opensAfterHours && Number.isFinite(start)
            ? new Date(start + opensAfterHours * 3_600_000)
            : new Date(),
      })),
    )
    .returning({ id: eventActivations.id, maxPoints: eventActivations.maxPoints });

  if (!attendeeId) return;
  const [pass] = await db
    .select({ id: eventPasses.id })
    .from(eventPasses)
    .where(
      and(
        eq(eventPasses.eventId, eventId),
        eq(eventPasses.attendeeAccountId, attendeeId),
        eq(eventPasses.status, 'ready'),
      ),
    )
    .orderBy(eventPasses.alternateId)
    .limit(1);
  const workshop = sessions.find((session) => session.slug === 'soldering-101');
  if (!pass || !workshop) return;
  await db.insert(eventSessionAccesses).values({
    organizationId,
    eventId,
    sessionId: workshop.id,
    passId: pass.id,
    accountId: attendeeId,
    status: 'ready',
  });
  await db
    .update(eventSessions)
    .set({ sold: sql`${eventSessions.sold} + 1` })
    .where(eq(eventSessions.id, workshop.id));
  const bowline = activations[2];
  if (bowline) {
    await db.insert(eventActivationCompletions).values({
      organizationId,
      eventId,
      activationId: bowline.id,
      passId: pass.id,
      accountId: attendeeId,
      earnedPoints: bowline.maxPoints,
    });
  }
}
