import { bookingAdminEndpoints } from './booking-admin.endpoints';
import { bookingEndpoints } from './bookings.endpoints';
import type { EndpointSpec } from './endpoint';
import { groupAnnouncementEndpoints } from './group-announcements.endpoints';
import { groupInvitationEndpoints } from './group-invitations.endpoints';
import { groupMembershipEndpoints } from './group-membership.endpoints';
import { groupModerationEndpoints } from './group-moderation.endpoints';
import { groupEndpoints } from './groups.endpoints';
import { interestEndpoints } from './interests.endpoints';
import { notificationEndpoints } from './notifications.endpoints';
import { organizationEndpoints } from './organization.endpoints';
import { promotionEndpoints } from './promotions.endpoints';
import { pushDeviceEndpoints } from './push-devices.endpoints';
import { storageEndpoints } from './storage.endpoints';
import { accountEndpoints } from './accounts.endpoints';
import { activityEndpoints } from './activities.endpoints';
import { loginEndpoints } from './logins.endpoints';
import { selfEndpoints } from './self.endpoints';
import { eventEndpoints } from './events.endpoints';
import { eventContentEndpoints } from './event-content.endpoints';
import { seriesEndpoints } from './series.endpoints';
import { addressEndpoints } from './addresses.endpoints';
import { invoiceEndpoints } from './invoices.endpoints';
import { paymentEndpoints } from './payments.endpoints';
import { registrationEndpoints } from './registration.endpoints';
import { hostAttendeeEndpoints } from './host-attendees.endpoints';
import { attendeeEndpoints } from './attendee.endpoints';
import { groupTicketEndpoints } from './group-tickets.endpoints';
import { waitlistEndpoints } from './waitlist.endpoints';
import { sessionRegistrationEndpoints } from './session-registration.endpoints';
import { activationEndpoints } from './activations.endpoints';
import { listingEndpoints } from './listings.endpoints';
import { channelEndpoints, contentEndpoints } from './channels.endpoints';
import { managedChannelEndpoints } from './channels-managed.endpoints';
import { notOfferedEndpoints } from './not-offered.endpoints';
import { threadEndpoints } from './threads.endpoints';
import { chatEndpoints } from './chat.endpoints';
import {
  levelEndpoints,
  searchListEndpoints,
  subscriptionEndpoints,
} from './subscriptions.endpoints';
import { membershipAdminEndpoints } from './memberships-admin.endpoints';
import { surveyEndpoints } from './surveys.endpoints';
import { supportEndpoints } from './support.endpoints';
import {
  listingActivationEndpoints,
  listingAddOnEndpoints,
  listingCouponEndpoints,
  listingFaqSectionEndpoints,
  listingFollowupEndpoints,
  listingQuestionSectionEndpoints,
  listingSessionRegistrationEndpoints,
  listingPackageEndpoints,
  listingPageEndpoints,
  listingRoomTypeEndpoints,
} from './listing-catalogue.endpoints';

/**
 * The endpoint table: every REST endpoint of the API, by resource. The server registers
 * exactly these routes and the client calls only these (each side has a test for it).
 */
export const api = {
  interests: interestEndpoints,
  organization: organizationEndpoints,
  notifications: notificationEndpoints,
  pushDevices: pushDeviceEndpoints,
  storage: storageEndpoints,
  promotions: promotionEndpoints,
  accounts: accountEndpoints,
  activities: activityEndpoints,
  self: selfEndpoints,
  login: loginEndpoints,
  groups: groupEndpoints,
  groupMembership: groupMembershipEndpoints,
  groupInvitations: groupInvitationEndpoints,
  groupModeration: groupModerationEndpoints,
  groupAnnouncements: groupAnnouncementEndpoints,
  addresses: addressEndpoints,
  payments: paymentEndpoints,
  invoices: invoiceEndpoints,
  events: eventEndpoints,
  eventContent: eventContentEndpoints,
  series: seriesEndpoints,
  registration: registrationEndpoints,
  hostAttendees: hostAttendeeEndpoints,
  attendee: attendeeEndpoints,
  groupTickets: groupTicketEndpoints,
  waitlist: waitlistEndpoints,
  sessionRegistration: sessionRegistrationEndpoints,
  activations: activationEndpoints,
  listings: listingEndpoints,
  listingPackages: listingPackageEndpoints,
  listingAddOns: listingAddOnEndpoints,
  listingRoomTypes: listingRoomTypeEndpoints,
  listingCoupons: listingCouponEndpoints,
  listingFaqSections: listingFaqSectionEndpoints,
  listingPages: listingPageEndpoints,
  listingQuestionSections: listingQuestionSectionEndpoints,
  listingFollowups: listingFollowupEndpoints,
  listingActivations: listingActivationEndpoints,
  listingSessionRegistration: listingSessionRegistrationEndpoints,
  channels: channelEndpoints,
  contents: contentEndpoints,
  managedChannels: managedChannelEndpoints,
  threads: threadEndpoints,
  chat: chatEndpoints,
  subscriptions: subscriptionEndpoints,
  levels: levelEndpoints,
  searchLists: searchListEndpoints,
  membershipsAdmin: membershipAdminEndpoints,
  surveys: surveyEndpoints,
  support: supportEndpoints,
  bookings: bookingEndpoints,
  bookingsAdmin: bookingAdminEndpoints,
  notOffered: notOfferedEndpoints,
} as const;

export const apiEndpoints: readonly EndpointSpec[] = Object.values(api).flatMap(
  (resource): EndpointSpec[] => Object.values(resource),
);
