import { defineMessages } from '../../i18n/messages';
import { de } from './discovery-messages.de';
import { es } from './discovery-messages.es';
import { fr } from './discovery-messages.fr';
import { ja } from './discovery-messages.ja';
import { pt } from './discovery-messages.pt';

/** English: the source wording of the filters and the month view of /events. */
const en = {
  'events.discovery.filters': 'Filter events',
  'events.discovery.when': 'When',
  'events.discovery.when.any': 'Any time',
  'events.discovery.when.weekend': 'This weekend',
  'events.discovery.when.week': 'Next 7 days',
  'events.discovery.when.month': 'This month',
  'events.discovery.when.dates': 'Choose dates',
  'events.discovery.from': 'From',
  'events.discovery.to': 'To',
  'events.discovery.range.invalid': 'The end date must not be before the start date',
  'events.discovery.interest': 'Interest',
  'events.discovery.interest.any': 'All interests',
  'events.discovery.attendance': 'Where',
  'events.discovery.attendance.any': 'Online or in person',
  'events.discovery.attendance.online': 'Online',
  'events.discovery.attendance.inPerson': 'In person',
  'events.discovery.price': 'Price',
  'events.discovery.price.any': 'Any price',
  'events.discovery.price.free': 'Free',
  'events.discovery.price.paid': 'Paid',
  'events.discovery.clear': 'Clear filters',
  'events.discovery.view': 'View',
  'events.discovery.view.list': 'List',
  'events.discovery.view.month': 'Month',
  'events.discovery.empty': 'No event matches these filters',
  'events.discovery.empty.body': 'Try other dates or fewer filters.',
  'events.discovery.month.previous': 'Previous month',
  'events.discovery.month.next': 'Next month',
  'events.discovery.month.current': 'Today',
  'events.discovery.month.keys': 'Page Up and Page Down change the month.',
  'events.discovery.month.empty': 'No events this month',
  'events.discovery.month.count': '{count, plural, one {# event} other {# events}}',
  'events.discovery.month.agenda': 'Events in {month}',
};

export type DiscoveryMessageId = keyof typeof en;

/** The discovery filters and the month view of /events (decision 0066). */
export const discoveryMessages = defineMessages({ en, es, fr, ja, de, pt });
