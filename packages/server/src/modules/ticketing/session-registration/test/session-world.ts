import type { Database } from '../../../../db/client';
import {
  eventPasses,
  eventRegistrations,
  eventSessionPassTypes,
  eventSessionQuestions,
  eventSessionSections,
  eventSessions,
} from '../../../../db/schema/index';
import type { TestUser } from '../../../../test/harness';

const HOUR = 3_600_000;

/**
 * Sessions and registered passes written straight into their tables (the host tools and
 * the registration cart are tested elsewhere), for the session registration tests.
 */
export function sessionWriter(db: () => Database, organizationId: () => string) {
  return {
    async session(
      eventId: string,
      values: Partial<typeof eventSessions.$inferInsert> = {},
      passTypeIds: string[] = [],
    ) {
      const start = new Date(Date.now() + 30 * 86_400_000);
      const [row] = await db()
        .insert(eventSessions)
        .values({
          organizationId: organizationId(),
          eventId,
          slug: `s-${crypto.randomUUID().slice(0, 8)}`,
          name: 'Knots for beginners',
          startTime: start,
          endTime: new Date(start.getTime() + HOUR),
          registrationEnabled: true,
          ...values,
        })
        .returning();
      if (passTypeIds.length) {
        await db()
          .insert(eventSessionPassTypes)
          .values(
            passTypeIds.map((passTypeId) => ({
              organizationId: organizationId(),
              sessionId: row!.id,
              passTypeId,
            })),
          );
      }
      return row!;
    },
    /** A registered registration of `user` holding `count` ready passes of a pass type. */
    async passes(eventId: string, user: TestUser, passTypeId: string, count = 1) {
      const [registration] = await db()
        .insert(eventRegistrations)
        .values({
          organizationId: organizationId(),
          eventId,
          accountId: user.accountId,
          status: 'registered',
          registeredAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [eventRegistrations.eventId, eventRegistrations.accountId],
          set: { status: 'registered' },
        })
        .returning();
      return db()
        .insert(eventPasses)
        .values(
          Array.from({ length: count }, () => ({
            organizationId: organizationId(),
            eventId,
            registrationId: registration!.id,
            passTypeId,
            attendeeAccountId: user.accountId,
            status: 'ready' as const,
          })),
        )
        .returning();
    },
    async section(sessionId: string, name = 'Before you come') {
      const [row] = await db()
        .insert(eventSessionSections)
        .values({ organizationId: organizationId(), sessionId, name })
        .returning();
      return row!;
    },
    async question(
      sessionId: string,
      sectionId: string,
      values: Partial<typeof eventSessionQuestions.$inferInsert> &
        Pick<typeof eventSessionQuestions.$inferInsert, 'type'>,
    ) {
      const [row] = await db()
        .insert(eventSessionQuestions)
        .values({
          organizationId: organizationId(),
          sessionId,
          sectionId,
          name: values.type,
          ...values,
        })
        .returning();
      return row!;
    },
  };
}
