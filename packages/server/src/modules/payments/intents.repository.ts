import type { PaymentProvider, PaymentPurpose } from '@convene/contract';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentIntegrations, paymentIntents, payments } from '../../db/schema/index';
import { anyOfBoundIds, boundScope, preparedStatement } from '../../lib/prepared';
import { inOrganization, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** What an intent is for: one purpose's reference, paid by one account. */
export interface IntentSubject {
  purpose: PaymentPurpose;
  referenceId: string;
  accountId: string;
}

const ofSubject = (scope: Scope, subject: IntentSubject) =>
  and(
    inOrganization(paymentIntents, scope),
    eq(paymentIntents.purpose, subject.purpose),
    eq(paymentIntents.referenceId, subject.referenceId),
    eq(paymentIntents.accountId, subject.accountId),
  );

/** The newest intent of a subject still waiting for its payment. */
export async function findOpenIntent(
  db: Executor,
  scope: Scope,
  subject: IntentSubject,
): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(ofSubject(scope, subject), eq(paymentIntents.status, 'requires_payment')))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return row;
}

/** Cancels the subject's other open intents: only the newest one can be captured. */
export async function cancelOtherOpenIntents(
  db: Executor,
  scope: Scope,
  subject: IntentSubject,
  keep: string,
): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status: 'canceled' })
    .where(
      and(
        ofSubject(scope, subject),
        eq(paymentIntents.status, 'requires_payment'),
        ne(paymentIntents.id, keep),
      ),
    );
}

export async function insertIntent(
  db: Executor,
  values: typeof paymentIntents.$inferInsert,
): Promise<IntentRow> {
  const [row] = await db.insert(paymentIntents).values(values).returning();
  return row!;
}

/** The intent under a row lock: captures of one intent run one at a time. */
export async function lockIntent(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(inOrganization(paymentIntents, scope), eq(paymentIntents.id, id)))
    .for('update');
  return row;
}

/**
 * The intent a provider's webhook names by the provider's reference (its PaymentIntent, its
 * order), under a row lock, for providers that do not echo our intent id.
 */
export async function lockIntentByReference(
  db: Executor,
  scope: Scope,
  provider: PaymentProvider,
  reference: string,
): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        inOrganization(paymentIntents, scope),
        eq(paymentIntents.provider, provider),
        eq(paymentIntents.providerReference, reference),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function markIntentSucceeded(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status: 'succeeded', capturedAt: at })
    .where(eq(paymentIntents.id, id));
}

export async function insertPayment(
  db: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

const payer = accountsAs('payer');

/** An intent with its payer's summary and the public settings of its provider. */
export async function findIntentView(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select({
      intent: paymentIntents,
      account: accountSummaryColumns(payer),
      integration: {
        type: paymentIntegrations.type,
        connectionId: paymentIntegrations.connectionId,
        publicKey: paymentIntegrations.publicKey,
        environment: paymentIntegrations.environment,
      },
    })
    .from(paymentIntents)
    .innerJoin(payer, eq(payer.id, paymentIntents.accountId))
    .leftJoin(paymentIntegrations, eq(paymentIntegrations.id, paymentIntents.integrationId))
    .where(and(inOrganization(paymentIntents, scope), eq(paymentIntents.id, id)));
  return row;
}

/** References of several purposes: the ids of each purpose's things. */
export type PaymentReferences = Partial<Record<PaymentPurpose, readonly string[]>>;

/**
 * The payments (charges and refunds) of `references`, in one statement, oldest first:
 * prepared once per set of purposes (`payments_of_<purposes>`), each purpose's ids bound as
 * an array, since every tickets and cart page asks.
 */
export function listPaymentsOf(db: Executor, scope: Scope, references: PaymentReferences) {
  const asked = (Object.entries(references) as [PaymentPurpose, readonly string[]][])
    .filter(([, ids]) => ids.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const purposes = asked.map(([purpose]) => purpose);
  const name = `payments_of_${purposes.join('_') || 'nothing'}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select({
        payment: payments,
        purpose: paymentIntents.purpose,
        referenceId: paymentIntents.referenceId,
      })
      .from(payments)
      .innerJoin(paymentIntents, eq(paymentIntents.id, payments.intentId))
      .where(
        and(
          inOrganization(payments, boundScope()),
          // No reference at all reads no payment (`or()` of nothing would drop the condition).
          or(
            ...purposes.map((purpose) =>
              and(
                eq(paymentIntents.purpose, purpose),
                anyOfBoundIds(paymentIntents.referenceId, purpose),
              ),
            ),
          ) ?? sql`false`,
        ),
      )
      .orderBy(payments.createdAt)
      .prepare(name),
  );
  return statement.execute({
    organizationId: scope.organizationId,
    ...Object.fromEntries(asked.map(([purpose, ids]) => [purpose, [...ids]])),
  });
}

/** The charge of an intent and the refunds made of it, under the intent's lock. */
export function listIntentPayments(db: Executor, intentId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.intentId, intentId));
}
