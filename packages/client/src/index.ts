export * from './api-error';
export * from './transport';
export * from './lists';
export * from './provider';
export * from './query-client';
export * from './token';
export * from './token-storage';
export * from './session-cipher';
export * from './auth-error';
export * from './identity-request';
export * from './identity-client';
export * from './self';
export * from './login';
export * from './organization';
export * from './live-socket';
export * from './use-live-socket';
export * from './notifications';
export * from './storage';
export * from './upload-progress';
export * from './advertisements';
export * from './benefits';
export * from './group-queries';
export {
  cacheGroup,
  cacheGroupRelationship,
  cacheViewerRole,
  updateCachedGroup,
} from './group-cache';
export * from './groups';
export * from './group-membership';
export * from './group-invitations';
export * from './group-moderation';
export * from './group-announcements';
export * from './accounts';
export * from './activities';
export * from './interests';
export * from './endpoint-queries';
export * from './events';
export * from './series';
export * from './addresses';
export * from './payment-intents';
export * from './registration';
export * from './attendee';
export * from './group-tickets';
export * from './waitlist';
export * from './invoices';
export * from './bookings';
export * from './payments';
export * from './host-attendees';
export * from './listings';
export * from './session-registration';
export * from './activations';
export * from './channels';
export * from './channel-studio';
