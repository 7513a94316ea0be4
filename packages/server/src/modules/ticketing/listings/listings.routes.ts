import {
  listingActivationEndpoints,
  listingAddOnEndpoints,
  listingCouponEndpoints,
  listingEndpoints as endpoints,
  listingFaqSectionEndpoints,
  listingFollowupEndpoints,
  listingQuestionSectionEndpoints,
  listingSessionRegistrationEndpoints as sessionSettings,
  listingPageEndpoints,
  listingPackageEndpoints,
  listingRoomTypeEndpoints,
  type EndpointSpec,
} from '@convene/contract';
import { answerPage, route } from '../../../lib/endpoint-route';
import {
  addOnKind,
  couponKind,
  createItem,
  deleteItemOf,
  faqSectionKind,
  listItems,
  packageKind,
  pageKind,
  roomTypeKind,
  updateItemOf,
  type CatalogueKind,
} from './catalogue.service';
import { addCoHost, listCoHosts, removeCoHost } from './co-hosts.service';
import { activationKind, followupKind, questionSectionKind } from './host-items.service';
import {
  sessionRegistrationSettings,
  updateSessionRegistrationSettings,
} from './session-settings.service';
import {
  createListing,
  deleteListing,
  getListing,
  listListings,
  updateListing,
} from './listings.service';
import { previewRecurrence } from './recurrence';
import {
  createListingPassType,
  deleteListingPassType,
  listListingPassTypes,
  updateListingPassType,
} from './pass-types.service';
import {
  addListingSponsor,
  createListingSession,
  createListingSpeaker,
  deleteListingSession,
  deleteListingSpeaker,
  removeListingSponsor,
  updateListingSession,
  updateListingSpeaker,
} from './program.service';
import {
  createListingQuestion,
  deleteListingQuestion,
  listListingQuestions,
  updateListingQuestion,
} from './questions.service';

export const listingRoutes = [
  route(endpoints.list, async (ctx, { query }) => answerPage(await listListings(ctx, query))),
  route(endpoints.detail, (ctx, { params }) => getListing(ctx, params.eventId)),
  route(endpoints.recurrencePreview, (ctx, { body }) => previewRecurrence(ctx, body)),
  route(endpoints.create, (ctx, { body }) => createListing(ctx, body)),
  route(endpoints.update, (ctx, { params, body }) => updateListing(ctx, params.eventId, body)),
  route(endpoints.remove, (ctx, { params }) => deleteListing(ctx, params.eventId)),

  route(endpoints.createSession, (ctx, { params, body }) =>
    createListingSession(ctx, params.eventId, body),
  ),
  route(endpoints.updateSession, (ctx, { params, body }) =>
    updateListingSession(ctx, params.eventId, params.sessionId, body),
  ),
  route(endpoints.deleteSession, (ctx, { params }) =>
    deleteListingSession(ctx, params.eventId, params.sessionId),
  ),
  route(endpoints.createSpeaker, (ctx, { params, body }) =>
    createListingSpeaker(ctx, params.eventId, body),
  ),
  route(endpoints.updateSpeaker, (ctx, { params, body }) =>
    updateListingSpeaker(ctx, params.eventId, params.speakerId, body),
  ),
  route(endpoints.deleteSpeaker, (ctx, { params }) =>
    deleteListingSpeaker(ctx, params.eventId, params.speakerId),
  ),
  route(endpoints.addSponsor, (ctx, { params, body }) =>
    addListingSponsor(ctx, params.eventId, body.sponsorId),
  ),
  route(endpoints.removeSponsor, (ctx, { params }) =>
    removeListingSponsor(ctx, params.eventId, params.sponsorId),
  ),

  route(endpoints.questions, (ctx, { params, query }) =>
    listListingQuestions(ctx, params.eventId, query),
  ),
  route(endpoints.createQuestion, (ctx, { params, body }) =>
    createListingQuestion(ctx, params.eventId, body),
  ),
  route(endpoints.updateQuestion, (ctx, { params, body }) =>
    updateListingQuestion(ctx, params.eventId, params.questionId, body),
  ),
  route(endpoints.deleteQuestion, (ctx, { params }) =>
    deleteListingQuestion(ctx, params.eventId, params.questionId),
  ),

  route(endpoints.passTypes, (ctx, { params }) => listListingPassTypes(ctx, params.eventId)),
  route(endpoints.createPassType, (ctx, { params, body }) =>
    createListingPassType(ctx, params.eventId, body),
  ),
  route(endpoints.updatePassType, (ctx, { params, body }) =>
    updateListingPassType(ctx, params.eventId, params.passTypeId, body),
  ),
  route(endpoints.deletePassType, (ctx, { params }) =>
    deleteListingPassType(ctx, params.eventId, params.passTypeId),
  ),

  route(sessionSettings.detail, (ctx, { params }) =>
    sessionRegistrationSettings(ctx, params.eventId, params.sessionId),
  ),
  route(sessionSettings.update, (ctx, { params, body }) =>
    updateSessionRegistrationSettings(ctx, params.eventId, params.sessionId, body),
  ),

  route(endpoints.coHosts, async (ctx, { params, query }) =>
    answerPage(await listCoHosts(ctx, params.eventId, query)),
  ),
  route(endpoints.addCoHost, (ctx, { params, body }) =>
    addCoHost(ctx, params.eventId, body.accountId),
  ),
  route(endpoints.removeCoHost, (ctx, { params }) =>
    removeCoHost(ctx, params.eventId, params.accountId),
  ),
];

/** One catalogue kind's four endpoints, read loosely: the kind's definition types its rows. */
type CatalogueEndpoints = Record<'list' | 'create' | 'update' | 'remove', EndpointSpec>;
type Body = Record<string, unknown>;

/** The four routes of one catalogue kind (they differ only in segment, item key and shapes). */
function catalogueRoutesOf(table: CatalogueEndpoints, kind: CatalogueKind<unknown>, key: string) {
  const ids = (params: unknown) => params as Record<string, string>;
  return [
    route(table.list, (ctx, { params }) => listItems(ctx, kind, ids(params).eventId!)),
    route(table.create, (ctx, { params, body }) =>
      createItem(ctx, kind, ids(params).eventId!, body as Body),
    ),
    route(table.update, (ctx, { params, body }) =>
      updateItemOf(ctx, kind, ids(params).eventId!, ids(params)[key]!, body as Body),
    ),
    route(table.remove, (ctx, { params }) =>
      deleteItemOf(ctx, kind, ids(params).eventId!, ids(params)[key]!),
    ),
  ];
}

/** Packages, add-ons, room types and coupons: the same four routes over each kind. */
export const catalogueRoutes = [
  ...catalogueRoutesOf(listingPackageEndpoints, packageKind, 'packageId'),
  ...catalogueRoutesOf(listingAddOnEndpoints, addOnKind, 'addOnId'),
  ...catalogueRoutesOf(listingRoomTypeEndpoints, roomTypeKind, 'roomTypeId'),
  ...catalogueRoutesOf(listingCouponEndpoints, couponKind, 'couponId'),
  ...catalogueRoutesOf(listingFaqSectionEndpoints, faqSectionKind, 'sectionId'),
  ...catalogueRoutesOf(listingPageEndpoints, pageKind, 'pageId'),
  ...catalogueRoutesOf(listingQuestionSectionEndpoints, questionSectionKind, 'sectionId'),
  ...catalogueRoutesOf(listingFollowupEndpoints, followupKind, 'followupId'),
  ...catalogueRoutesOf(listingActivationEndpoints, activationKind, 'activationId'),
];
