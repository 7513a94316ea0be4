import type {
  eventAddOns,
  eventCoupons,
  eventPackagePassTypes,
  eventPackages,
  eventPassAddOns,
  eventPasses,
  eventPassResponses,
  eventPassTypePriceSchedules,
  eventPassTypeRefundSchedules,
  eventPassTypes,
  eventQuestionChoices,
  eventQuestions,
  eventQuestionSections,
  eventRegistrationPackages,
  eventRegistrations,
  eventRoomReservations,
  eventRoomTypePassTypes,
  eventRoomTypes,
} from '../../../db/schema/index';

/** A table's row as read. */
type Row<Table extends { $inferSelect: unknown }> = Table['$inferSelect'];

/*
 * The rows the registration module reads, named once for both of its repositories: the
 * cart's own rows (cart.repository) and what the event offers (offer.repository).
 */

// The cart: the registration (one per account and event), its passes, packages, rooms,
// pass add-ons, answers and coupon.
export type RegistrationRow = Row<typeof eventRegistrations>;
export type PassRow = Row<typeof eventPasses>;
export type RegistrationPackageRow = Row<typeof eventRegistrationPackages>;
export type ReservationRow = Row<typeof eventRoomReservations>;
export type PassAddOnRow = Row<typeof eventPassAddOns>;
export type ResponseRow = Row<typeof eventPassResponses>;
export type CouponRow = Row<typeof eventCoupons>;

// The offer: pass types with their schedules, packages, add-ons, rooms and questions.
export type PassTypeRow = Row<typeof eventPassTypes>;
export type PriceScheduleRow = Row<typeof eventPassTypePriceSchedules>;
export type RefundScheduleRow = Row<typeof eventPassTypeRefundSchedules>;
export type PackageRow = Row<typeof eventPackages>;
export type PackagePassRow = Row<typeof eventPackagePassTypes>;
export type AddOnRow = Row<typeof eventAddOns>;
export type RoomTypeRow = Row<typeof eventRoomTypes>;
export type RoomTypePassTypeRow = Row<typeof eventRoomTypePassTypes>;
export type SectionRow = Row<typeof eventQuestionSections>;
export type QuestionRow = Row<typeof eventQuestions>;
export type ChoiceRow = Row<typeof eventQuestionChoices>;
