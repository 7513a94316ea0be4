import type {
  ListingAccount,
  ListingAttendee,
  ListingAttendeePass,
  ListingPass,
} from '@convene/contract';
import { toBaseAccount } from '../accounts/sql';
import type { PassDetailRow, RegistrantRow, RegistrationRow } from './attendees.repository';

/* The attendees and passes as the contract shows them, from their rows (no query). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toListingAccount(row: RegistrantRow): ListingAccount {
  return { ...toBaseAccount(row), email: row.email, phone: row.phone };
}

export function toAttendeePass(detail: PassDetailRow): ListingAttendeePass {
  const { pass, passType } = detail;
  return {
    id: pass.id,
    alternateId: pass.alternateId,
    status: pass.status,
    location: pass.location,
    usedAt: iso(pass.usedAt),
    checkedInById: pass.checkedInById,
    ticketId: pass.passTypeId,
    ticket: passType,
    holderId: pass.attendeeAccountId,
    responses: detail.responses.map(({ questionId, question, value }) => ({
      questionId,
      question,
      value,
    })),
    amtPaid: pass.amtPaid,
    amtRefunded: pass.amtRefunded,
    createdAt: pass.createdAt.toISOString(),
    updatedAt: pass.updatedAt.toISOString(),
  };
}

/** SDK BaseRegistration of a registration row. */
function baseRegistrationOf(registration: RegistrationRow) {
  return {
    id: registration.id,
    alternateId: registration.alternateId,
    accountId: registration.accountId,
    eventId: registration.eventId,
  };
}

export function toAttendee(
  row: { registration: RegistrationRow; account: RegistrantRow },
  passes: PassDetailRow[],
): ListingAttendee {
  const { registration } = row;
  return {
    ...baseRegistrationOf(registration),
    status: registration.status,
    account: toListingAccount(row.account),
    couponId: registration.couponId,
    registeredAt: iso(registration.registeredAt),
    passes: passes
      .filter((detail) => detail.pass.registrationId === registration.id)
      .map(toAttendeePass),
    createdAt: registration.createdAt.toISOString(),
  };
}

export function toListingPass(
  row: { registration: RegistrationRow; account: RegistrantRow },
  detail: PassDetailRow,
): ListingPass {
  const { registration } = row;
  return {
    ...toAttendeePass(detail),
    attendeeId: registration.id,
    attendee: {
      ...baseRegistrationOf(registration),
      account: toListingAccount(row.account),
    },
  };
}
