import type {
  BaseEvent,
  BaseEventAddOn,
  BasePassType,
  Coupon,
  EventAddOn,
  EventRoomType,
  RegistrationQuestion,
  RegistrationSection,
} from '@convene/contract';
import type { CouponRow } from './cart.repository';
import type {
  AddOnRow,
  Offer,
  OfferPassType,
  OfferQuestion,
  OfferRoomType,
  OfferSection,
} from './offer.repository';

/*
 * The offer as the contract shows it: integer cents, ISO times, `remaining`
 * from the counters (supply less sold and held).
 */

export function remainingOf(row: { supply: number | null; sold: number; reserved: number }) {
  return row.supply === null ? null : Math.max(0, row.supply - row.sold - row.reserved);
}

const iso = (date: Date) => date.toISOString();

export function baseEventOf(offer: Offer): BaseEvent {
  const event = offer.event;
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    shortDescription: event.shortDescription,
    featured: event.featured,
    timezone: event.timezone,
    eventStart: iso(event.eventStart),
    eventEnd: iso(event.eventEnd),
    image: event.image ?? null,
  };
}

export function basePassTypeOf(row: OfferPassType): BasePassType {
  return {
    id: row.id,
    slug: row.slug,
    cancelable: row.cancelable,
    transferable: row.transferable,
    name: row.name,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    price: row.priceNow,
    accessLevel: row.accessLevel,
    featuredImage: row.featuredImage ?? null,
    minQuantityPerSale: row.minQuantityPerSale,
    maxQuantityPerSale: row.maxQuantityPerSale,
    supply: row.supply,
    remaining: remainingOf(row),
    priceSchedules: row.priceSchedules.map((schedule) => ({
      id: schedule.id,
      ticketId: schedule.passTypeId,
      price: schedule.price,
      name: schedule.name,
      startDate: iso(schedule.startDate),
      endDate: iso(schedule.endDate),
      createdAt: iso(schedule.createdAt),
      updatedAt: iso(schedule.updatedAt),
    })),
    refundSchedules: row.refundSchedules.map((schedule) => ({
      id: schedule.id,
      percentage: schedule.percentage,
      startDate: iso(schedule.startDate),
      endDate: iso(schedule.endDate),
    })),
    enableCoupons: row.enableCoupons,
    minCouponQuantity: row.minCouponQuantity,
    maxCouponQuantity: row.maxCouponQuantity,
    sortOrder: row.sortOrder,
    overrideStartDate: row.overrideStartDate ? iso(row.overrideStartDate) : null,
  };
}

export function baseAddOnOf(row: AddOnRow): BaseEventAddOn {
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    supply: row.supply,
    remaining: remainingOf(row),
    price: row.price,
    pricePerNight: row.pricePerNight,
    sortOrder: row.sortOrder,
    eventId: row.eventId,
    image: row.image ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function addOnOf(row: AddOnRow, offer: Offer): EventAddOn {
  return { ...baseAddOnOf(row), event: baseEventOf(offer) };
}

export function roomTypeOf(row: OfferRoomType, offer: Offer): EventRoomType {
  const bounds = {
    minStart: row.minStart,
    defaultStart: row.defaultStart,
    maxStart: row.maxStart,
    minEnd: row.minEnd,
    defaultEnd: row.defaultEnd,
    maxEnd: row.maxEnd,
  };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    pricePerNight: row.pricePerNight,
    image: row.image ?? null,
    minPasses: row.minPasses,
    maxPasses: row.maxPasses,
    ...bounds,
    sortOrder: row.sortOrder,
    passTypes: row.passTypes.flatMap((link) => {
      const passType = offer.passTypes.get(link.passTypeId);
      if (!passType) return [];
      return [
        {
          id: link.id,
          passTypeId: link.passTypeId,
          passType: basePassTypeOf(passType),
          enabled: link.enabled,
          premium: link.premium,
          includedNights: link.includedNights,
          minPasses: row.minPasses,
          maxPasses: row.maxPasses,
          ...bounds,
        },
      ];
    }),
    addOns: [],
    supply: row.supply,
    remaining: remainingOf(row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A question with its choices and the questions they open (each question once per path). */
export function questionOf(
  row: OfferQuestion,
  offer: Offer,
  path: ReadonlySet<string> = new Set(),
): RegistrationQuestion {
  const inPath = new Set(path).add(row.id);
  return {
    id: row.id,
    eventId: row.eventId,
    featured: row.featured,
    type: row.type,
    name: row.name,
    required: row.required,
    description: row.description,
    label: row.label,
    placeholder: row.placeholder,
    default: row.default,
    span: row.span,
    mutable: row.mutable,
    min: row.min,
    max: row.max,
    validation: row.validation,
    validationMessage: row.validationMessage,
    price: row.price,
    supply: row.supply,
    remaining: remainingOf(row),
    sortOrder: row.sortOrder,
    choices: row.choices.map((choice) => ({
      id: choice.id,
      value: choice.value,
      text: choice.text,
      supply: choice.supply,
      remaining: remainingOf(choice),
      description: choice.description,
      sortOrder: choice.sortOrder,
      subQuestions: choice.subQuestionIds.flatMap((id) => {
        const sub = offer.questions.get(id);
        return sub && !inPath.has(id) ? [questionOf(sub, offer, inPath)] : [];
      }),
    })),
  };
}

export function sectionOf(section: OfferSection, offer: Offer): RegistrationSection {
  return {
    id: section.id,
    name: section.name,
    description: section.description,
    sortOrder: section.sortOrder,
    accountTiers: [],
    eventTickets: section.passTypeIds.flatMap((id) => {
      const passType = offer.passTypes.get(id);
      return passType ? [basePassTypeOf(passType)] : [];
    }),
    eventAddOns: [],
    questions: [...offer.questions.values()]
      .filter((question) => question.sectionId === section.id)
      .map((question) => questionOf(question, offer)),
  };
}

export function couponOf(row: CouponRow, offer: Offer): Coupon {
  const passType = row.passTypeId ? offer.passTypes.get(row.passTypeId) : undefined;
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    eventId: row.eventId,
    ticketId: row.passTypeId,
    ticket: passType ? basePassTypeOf(passType) : null,
    prePaid: row.prePaid,
    active: row.active,
    startDate: row.startDate ? iso(row.startDate) : null,
    endDate: row.endDate ? iso(row.endDate) : null,
    discountAmount: row.discountAmount,
    discountPercent: row.discountPercent,
    quantityMin: row.quantityMin,
    quantityMax: row.quantityMax,
    useLimit: row.useLimit,
    purchaseLimit: row.purchaseLimit,
    emailDomains: row.emailDomains,
    applyToPassType: row.applyToPassType,
    applyToAddOns: row.applyToAddOns,
    applyToReservation: row.applyToReservation,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
