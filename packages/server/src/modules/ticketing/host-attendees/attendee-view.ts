import type {
  ListingAccount,
  ListingAttendee,
  ListingAttendeePass,
  ListingPass,
  Payment,
} from '@convene/contract';
import { toBaseAccount } from '../../accounts/sql';
import {
  attendeePackagesOf,
  couponOf,
  passAddOnsOf,
  registrationEventOf,
  reservationOf,
} from '../registration/index';
import type {
  PassDetailRow,
  PassRow,
  RegistrantRow,
  RegistrationRow,
} from './attendees.repository';
import type { ListingEmbeds } from './embeds';

/* The attendees and passes as the contract shows them, from their rows and embeds (no query). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toListingAccount(row: RegistrantRow): ListingAccount {
  return { ...toBaseAccount(row), email: row.email, phone: row.phone };
}

/** The SDK BasePass's embeds of a pass: add-ons, room reservation, coupon, package. */
function passEmbedsOf(pass: PassRow, { offer, parts }: ListingEmbeds) {
  const coupon = parts.coupons.find((row) => row.id === pass.couponId);
  return {
    passAddOns: passAddOnsOf(pass.id, parts.addOns, offer),
    reservationId: pass.reservationId,
    reservation: reservationOf(
      parts.reservations.find((row) => row.id === pass.reservationId),
      offer,
    ),
    couponId: pass.couponId,
    coupon: coupon ? couponOf(coupon, offer) : null,
    packageId: pass.registrationPackageId,
    accesses: [],
  };
}

export function toAttendeePass(detail: PassDetailRow, embeds: ListingEmbeds): ListingAttendeePass {
  const { pass, passType } = detail;
  return {
    ...passEmbedsOf(pass, embeds),
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

/** What the page's attendees share and hold: the embeds, and each registration's payments. */
export interface AttendeeEmbeds extends ListingEmbeds {
  payments: ReadonlyMap<string, Payment[]>;
}

export function toAttendee(
  row: { registration: RegistrationRow; account: RegistrantRow },
  details: PassDetailRow[],
  embeds: AttendeeEmbeds,
): ListingAttendee {
  const { registration } = row;
  const { offer, parts } = embeds;
  const passes = details.filter((detail) => detail.pass.registrationId === registration.id);
  const coupon = parts.coupons.find((candidate) => candidate.id === registration.couponId);
  return {
    ...baseRegistrationOf(registration),
    status: registration.status,
    account: toListingAccount(row.account),
    couponId: registration.couponId,
    registeredAt: iso(registration.registeredAt),
    passes: passes.map((detail) => toAttendeePass(detail, embeds)),
    createdAt: registration.createdAt.toISOString(),
    event: registrationEventOf(offer),
    coupon: coupon ? couponOf(coupon, offer) : null,
    packages: attendeePackagesOf(
      parts.packages.filter((bought) => bought.registrationId === registration.id),
      passes.map((detail) => detail.pass),
      offer,
    ),
    payments: embeds.payments.get(registration.id) ?? [],
  };
}

export function toListingPass(
  row: { registration: RegistrationRow; account: RegistrantRow },
  detail: PassDetailRow,
  embeds: ListingEmbeds,
): ListingPass {
  const { registration } = row;
  return {
    ...toAttendeePass(detail, embeds),
    attendeeId: registration.id,
    attendee: {
      ...baseRegistrationOf(registration),
      account: toListingAccount(row.account),
    },
  };
}
