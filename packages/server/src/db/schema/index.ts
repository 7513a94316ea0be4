/** Every table, one file per domain. Add a domain's file here. */
export * from './organizations';
export * from './organization-pages';
export * from './identity';
export * from './accounts';
export * from './outbox';
export * from './social';
export * from './notifications';
export * from './groups';
export * from './media';
export * from './promotions';
export * from './events';
export * from './event-tickets';
export * from './event-registrations';
export * from './payments';
export * from './listings';
