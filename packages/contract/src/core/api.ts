import { bookingAdminEndpoints } from '../bookings/booking-admin.endpoints';
import { bookingEndpoints } from '../bookings/bookings.endpoints';
import type { EndpointSpec } from './endpoint';
import { groupAnnouncementEndpoints } from '../community/group-announcements.endpoints';
import { groupInvitationEndpoints } from '../community/group-invitations.endpoints';
import { groupMembershipEndpoints } from '../community/group-membership.endpoints';
import { groupModerationEndpoints } from '../community/group-moderation.endpoints';
import { groupEndpoints } from '../community/groups.endpoints';
import { interestEndpoints } from '../community/interests.endpoints';
import { notificationEndpoints } from '../messaging/notifications.endpoints';
import { organizationEndpoints } from '../organization/organization.endpoints';
import { apiKeyEndpoints } from '../organization/api-keys.endpoints';
import { promotionEndpoints } from '../community/promotions.endpoints';
import { pushDeviceEndpoints } from '../messaging/push-devices.endpoints';
import { storageEndpoints } from '../content/storage.endpoints';
import { accountEndpoints } from '../people/accounts.endpoints';
import { activityEndpoints } from '../community/activities.endpoints';
import { loginEndpoints } from '../people/logins.endpoints';
import { selfEndpoints } from '../people/self.endpoints';
import { eventEndpoints } from '../ticketing/events.endpoints';
import { eventContentEndpoints } from '../ticketing/event-content.endpoints';
import { seriesEndpoints } from '../ticketing/series.endpoints';
import { addressEndpoints } from '../people/addresses.endpoints';
import { invoiceEndpoints } from '../payments/invoices.endpoints';
import { paymentEndpoints } from '../payments/payments.endpoints';
import { registrationEndpoints } from '../ticketing/registration.endpoints';
import { hostAttendeeEndpoints } from '../ticketing/host-attendees.endpoints';
import { hostDashboardEndpoints } from '../ticketing/host-dashboard.endpoints';
import { attendeeEndpoints } from '../ticketing/attendee.endpoints';
import { groupTicketEndpoints } from '../ticketing/group-tickets.endpoints';
import { waitlistEndpoints } from '../ticketing/waitlist.endpoints';
import { sessionRegistrationEndpoints } from '../ticketing/session-registration.endpoints';
import { calendarEndpoints } from '../ticketing/calendars.endpoints';
import { emailRegistrationEndpoints } from '../ticketing/email-registration.endpoints';
import { activationEndpoints } from '../ticketing/activations.endpoints';
import { listingEndpoints } from '../ticketing/listings.endpoints';
import { channelEndpoints, contentEndpoints } from '../content/channels.endpoints';
import { managedChannelEndpoints } from '../content/channels-managed.endpoints';
import { notOfferedEndpoints } from './not-offered.endpoints';
import { searchEndpoints } from './search.endpoints';
import { threadEndpoints } from '../messaging/threads.endpoints';
import { chatEndpoints } from '../messaging/chat.endpoints';
import {
  levelEndpoints,
  searchListEndpoints,
  subscriptionEndpoints,
} from '../payments/subscriptions.endpoints';
import { membershipAdminEndpoints } from '../payments/memberships-admin.endpoints';
import { surveyEndpoints } from '../support/surveys.endpoints';
import { supportEndpoints } from '../support/support.endpoints';
import { webhookEndpoints } from '../organization/webhooks.endpoints';
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
} from '../ticketing/listing-catalogue.endpoints';

/**
 * The endpoint table: every REST endpoint of the API, by resource. The server registers
 * exactly these routes and the client calls only these (each side has a test for it).
 */
export const api = {
  interests: interestEndpoints,
  organization: organizationEndpoints,
  apiKeys: apiKeyEndpoints,
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
  emailRegistration: emailRegistrationEndpoints,
  hostAttendees: hostAttendeeEndpoints,
  hostDashboard: hostDashboardEndpoints,
  attendee: attendeeEndpoints,
  groupTickets: groupTicketEndpoints,
  waitlist: waitlistEndpoints,
  sessionRegistration: sessionRegistrationEndpoints,
  calendars: calendarEndpoints,
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
  webhooks: webhookEndpoints,
  bookings: bookingEndpoints,
  bookingsAdmin: bookingAdminEndpoints,
  notOffered: notOfferedEndpoints,
  search: searchEndpoints,
} as const;

export const apiEndpoints: readonly EndpointSpec[] = Object.values(api).flatMap(
  (resource): EndpointSpec[] => Object.values(resource),
);
