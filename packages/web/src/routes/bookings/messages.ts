import { defineMessages } from '../../i18n/messages';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'bookings.nav': 'Book a space',
  'bookings.places.title': 'Book a space',
  'bookings.places.empty': 'No places to book yet',
  'bookings.places.zone': 'Times in {zone}',
  'bookings.places.open': 'See the spaces of {name}',
  'bookings.mine': 'My bookings',
  'bookings.place.spaces': 'Spaces',
  'bookings.place.noSpaces': 'This place has no spaces to book yet.',
  'bookings.place.back': 'All places',
  'bookings.space.supply': '{count, plural, one {# place per slot} other {# places per slot}}',
  'bookings.space.duration': '{minutes, plural, one {#-minute slots} other {#-minute slots}}',
  'bookings.space.free': 'Free',
  'bookings.space.choose': 'Choose a time',
  'bookings.space.back': 'Back to {name}',
  'bookings.calendar.label': 'Days of {month}',
  'bookings.calendar.previous': 'Previous month',
  'bookings.calendar.next': 'Next month',
  'bookings.calendar.day':
    '{date}: {count, plural, =0 {no free slot} one {# free slot} other {# free slots}}',
  'bookings.calendar.hint': 'Use the arrow keys to move between days.',
  'bookings.slots.title': 'Free slots on {date}',
  'bookings.slots.none': 'No free slot on this day.',
  'bookings.slots.pick': 'Pick a day to see its free slots.',
  'bookings.slots.left': '{count, plural, one {# left} other {# left}}',
  'bookings.slots.book': 'Book {time}',
  'bookings.booking.title': 'Booking #{number}',
  'bookings.booking.when': '{date}, {time}',
  'bookings.booking.price': 'Price',
  'bookings.booking.duration': '{minutes} minutes',
  'bookings.booking.place': 'Place',
  'bookings.booking.space': 'Space',
  'bookings.booking.status': 'Status',
  'bookings.booking.length': 'Length',
  'bookings.status.draft': 'Held',
  'bookings.status.expired': 'Expired',
  'bookings.status.confirmed': 'Confirmed',
  'bookings.status.canceled': 'Canceled',
  'bookings.hold.timer': 'We hold this slot for you for {time}.',
  'bookings.hold.label': 'Time left to complete this booking',
  'bookings.hold.expired': 'Booking has expired. Please try again.',
  'bookings.hold.again': 'Choose another time',
  'bookings.confirm': 'Confirm booking',
  'bookings.pay.title': 'Pay',
  'bookings.pay.continue': 'Continue to payment',
  'bookings.pay.withTax': 'Including {tax} sales tax',
  'bookings.release': 'Release this slot',
  'bookings.confirmed.body': 'Your booking is confirmed.',
  'bookings.canceled.body': 'This booking was canceled.',
  'bookings.cancel': 'Cancel booking',
  'bookings.cancel.title': 'Cancel this booking?',
  'bookings.cancel.body': 'The slot goes back to others. What you paid is refunded.',
  'bookings.cancel.keep': 'Keep it',
  'bookings.cancel.done': 'Booking canceled',
  'bookings.tabs.label': 'Show',
  'bookings.tabs.upcoming': 'Upcoming',
  'bookings.tabs.past': 'Past',
  'bookings.empty.upcoming': 'No upcoming bookings',
  'bookings.empty.past': 'No past bookings',
  'bookings.empty.body': 'The spaces you book show up here.',
  'bookings.open': 'Open booking #{number}',
  'bookings.list.title': 'My bookings',
};

export type BookingsMessageId = keyof typeof en;

/** The bookings area: places, spaces, the month calendar, booking and paying, my bookings. */
export const bookingsMessages = defineMessages({ en, es, fr, ja });
