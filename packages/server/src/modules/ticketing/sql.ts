/*
 * The SQL pieces the ticketing context shares with the rest of the server (a leaf: its
 * parts import tables and drizzle, no module): event cards, the people of an event and
 * its co-hosts, for the activity feed, threads, promotions and tier locks.
 */
export {
  attendedEventIdsSql,
  baseEventsByIds,
  eventByKey,
  eventCardJson,
  eventPeopleIdsSql,
  eventRelationOf,
} from './events/sql';
export { coHostedEventIdsSql, coHostIdsSql, coHostsSql } from './listings/sql';
