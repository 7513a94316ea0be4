import type { eventPasses, eventRegistrations } from '../../../db/schema/index';

/*
 * The registration module's shared pieces: a pass and a registration as webhooks tell of
 * them (decision 0068), for the modules of the context that emit them (cancel, transfer,
 * check-in). A leaf: tables' types only.
 */

type PassFields = Pick<
  typeof eventPasses.$inferSelect,
  | 'id'
  | 'alternateId'
  | 'eventId'
  | 'registrationId'
  | 'passTypeId'
  | 'attendeeAccountId'
  | 'status'
  | 'amtPaid'
  | 'amtRefunded'
  | 'usedAt'
>;

/** A pass in a webhook's `data`: ids, number, status, amounts in cents, check-in time. */
export function passWebhookData(pass: PassFields) {
  return {
    id: pass.id,
    number: pass.alternateId,
    eventId: pass.eventId,
    registrationId: pass.registrationId,
    passTypeId: pass.passTypeId,
    attendeeAccountId: pass.attendeeAccountId,
    status: pass.status,
    amountPaid: pass.amtPaid,
    amountRefunded: pass.amtRefunded,
    checkedInAt: pass.usedAt?.toISOString() ?? null,
  };
}

/** A registration in a webhook's `data`, with its passes. */
export function registrationWebhookData(
  registration: Pick<
    typeof eventRegistrations.$inferSelect,
    'id' | 'alternateId' | 'eventId' | 'accountId'
  >,
  registeredAt: Date,
  passes: readonly PassFields[],
) {
  return {
    id: registration.id,
    number: registration.alternateId,
    eventId: registration.eventId,
    accountId: registration.accountId,
    registeredAt: registeredAt.toISOString(),
    passes: passes.map(passWebhookData),
  };
}
