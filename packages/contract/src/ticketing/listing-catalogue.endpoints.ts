import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import {
  ListingAddOnBodySchema,
  ListingAddOnSchema,
  ListingCouponBodySchema,
  ListingCouponSchema,
  ListingFaqSectionBodySchema,
  ListingFaqSectionSchema,
  ListingPageBodySchema,
  ListingPageSchema,
  UpdateListingFaqSectionBodySchema,
  UpdateListingPageBodySchema,
  ListingPackageBodySchema,
  ListingPackageSchema,
  ListingRoomTypeBodySchema,
  ListingRoomTypeSchema,
  UpdateListingAddOnBodySchema,
  UpdateListingCouponBodySchema,
  UpdateListingPackageBodySchema,
  UpdateListingRoomTypeBodySchema,
} from './listing-catalogue';
import {
  ListingActivationBodySchema,
  ListingActivationSchema,
  ListingFollowupBodySchema,
  ListingFollowupSchema,
  ListingQuestionSectionBodySchema,
  ListingQuestionSectionSchema,
  ListingSessionRegistrationParamSchema,
  SessionRegistrationSettingsBodySchema,
  SessionRegistrationSettingsSchema,
  UpdateListingActivationBodySchema,
  UpdateListingFollowupBodySchema,
  UpdateListingQuestionSectionBodySchema,
} from './listing-host-items';
import { ListingParamSchema } from './listings';

const tags = ['listings'];
const module = 'events';
const auth = 'account';

/**
 * GET, POST, PUT and DELETE of one kind of thing a listing sells, under
 * `/listings/{eventId}/{segment}` (the SDK has no such routes; they follow the listing
 * routes' style). Deleting is refused with 409 once any of it was sold or is held.
 */
function catalogueEndpoints<
  const Segment extends string,
  const Key extends string,
  Body extends z.ZodType,
  Update extends z.ZodType,
  Data extends z.ZodType,
>(segment: Segment, key: Key, what: string, body: Body, update: Update, data: Data) {
  const path = `/listings/:eventId/${segment}` as const;
  const itemPath = `${path}/:${key}` as const;
  const itemParams = ListingParamSchema.extend({ [key]: UuidSchema } as {
    [K in Key]: typeof UuidSchema;
  });
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      auth,
      module,
      tags,
      summary: `The ${what} of a listing, in sort order`,
      params: ListingParamSchema,
      data: z.array(data),
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      auth,
      module,
      tags,
      summary: `Adds one of the ${what} of a listing`,
      params: ListingParamSchema,
      body,
      data,
      status: 201,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: itemPath,
      auth,
      module,
      tags,
      summary: `Updates one of the ${what} (its supply never below what is taken)`,
      params: itemParams,
      body: update,
      data,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: itemPath,
      auth,
      module,
      tags,
      summary: `Deletes one of the ${what} (refused once sold)`,
      params: itemParams,
      data: z.null(),
    }),
  };
}

export const listingPackageEndpoints = catalogueEndpoints(
  'packages',
  'packageId',
  'packages',
  ListingPackageBodySchema,
  UpdateListingPackageBodySchema,
  ListingPackageSchema,
);
export const listingAddOnEndpoints = catalogueEndpoints(
  'addOns',
  'addOnId',
  'add-ons',
  ListingAddOnBodySchema,
  UpdateListingAddOnBodySchema,
  ListingAddOnSchema,
);
export const listingRoomTypeEndpoints = catalogueEndpoints(
  'roomTypes',
  'roomTypeId',
  'room types',
  ListingRoomTypeBodySchema,
  UpdateListingRoomTypeBodySchema,
  ListingRoomTypeSchema,
);
export const listingCouponEndpoints = catalogueEndpoints(
  'coupons',
  'couponId',
  'coupons',
  ListingCouponBodySchema,
  UpdateListingCouponBodySchema,
  ListingCouponSchema,
);
export const listingFaqSectionEndpoints = catalogueEndpoints(
  'faqSections',
  'sectionId',
  'FAQ sections (each with its questions)',
  ListingFaqSectionBodySchema,
  UpdateListingFaqSectionBodySchema,
  ListingFaqSectionSchema,
);
export const listingPageEndpoints = catalogueEndpoints(
  'pages',
  'pageId',
  'pages',
  ListingPageBodySchema,
  UpdateListingPageBodySchema,
  ListingPageSchema,
);

/** Sections of registration questions (deleting one that still has questions: 409). */
export const listingQuestionSectionEndpoints = catalogueEndpoints(
  'questionSections',
  'sectionId',
  'question sections',
  ListingQuestionSectionBodySchema,
  UpdateListingQuestionSectionBodySchema,
  ListingQuestionSectionSchema,
);
/** Follow-ups: questions asked of every pass after purchase. */
export const listingFollowupEndpoints = catalogueEndpoints(
  'followups',
  'followupId',
  'follow-ups',
  ListingFollowupBodySchema,
  UpdateListingFollowupBodySchema,
  ListingFollowupSchema,
);
/** Activations with their codes and points (a code per event pass). */
export const listingActivationEndpoints = catalogueEndpoints(
  'activations',
  'activationId',
  'activations',
  ListingActivationBodySchema,
  UpdateListingActivationBodySchema,
  ListingActivationSchema,
);

const sessionRegistration = '/listings/:eventId/sessions/:sessionId/registration';

/** A session's registration settings, read and written by the listing's hosts. */
export const listingSessionRegistrationEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: sessionRegistration,
    auth,
    module,
    tags,
    summary: "A session's registration settings: enabled, closed, price, seats, pass types",
    params: ListingSessionRegistrationParamSchema,
    data: SessionRegistrationSettingsSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: sessionRegistration,
    auth,
    module,
    tags,
    summary: "Changes a session's registration settings (seats never below those taken)",
    params: ListingSessionRegistrationParamSchema,
    body: SessionRegistrationSettingsBodySchema,
    data: SessionRegistrationSettingsSchema,
  }),
};
