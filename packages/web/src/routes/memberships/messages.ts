import { defineMessages } from '../../i18n/messages';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'memberships.nav': 'Memberships',
  'memberships.title': 'Memberships',
  'memberships.intro': 'Support the community and unlock members’ content.',
  'memberships.empty': 'No membership plans yet',
  'memberships.interval.day': '{amount} a day',
  'memberships.interval.week': '{amount} a week',
  'memberships.interval.month': '{amount} a month',
  'memberships.interval.year': '{amount} a year',
  'memberships.trial': '{days} days free',
  'memberships.price.label': 'Price',
  'memberships.subscribe': 'Subscribe',
  'memberships.signIn': 'Sign in to subscribe',
  'memberships.toPayment': 'Continue to payment',
  'memberships.pay': 'Pay and subscribe',
  'memberships.card.label': 'Card',
  'memberships.subscribed': 'You are subscribed to {plan}.',
  'memberships.trialing': 'Your free trial of {plan} has started.',
  'memberships.mine.link': 'My memberships',
  'memberships.mine.title': 'My memberships',
  'memberships.mine.empty': 'You have no membership yet',
  'memberships.mine.browse': 'See the plans',
  'memberships.status.active': 'Active',
  'memberships.status.canceled': 'Canceled',
  'memberships.status.paused': 'Paused',
  'memberships.status.trialing': 'Trial',
  'memberships.status.past_due': 'Payment due',
  'memberships.status.unpaid': 'Unpaid',
  'memberships.status.unknown': 'Awaiting payment',
  'memberships.renews': 'Renews on {date}',
  'memberships.ends': 'Ends on {date}',
  'memberships.ended': 'Ended',
  'memberships.card': '{brand} ending {last4}',
  'memberships.noCard': 'No card saved',
  'memberships.payments': 'Payments',
  'memberships.payments.empty': 'No payment yet',
  'memberships.changeCard': 'Change card',
  'memberships.saveCard': 'Save card',
  'memberships.cardSaved': 'Card saved',
  'memberships.cancel': 'Cancel membership',
  'memberships.cancel.title': 'Cancel this membership?',
  'memberships.cancel.body': 'It stays active until the end of the period you paid for.',
  'memberships.cancel.confirm': 'Cancel membership',
  'memberships.cancel.keep': 'Keep it',
  'memberships.canceled': 'Your membership will end on {date}.',
  'memberships.locked.title': 'For members',
  'memberships.locked.tiers': 'This is for members with: {tiers}.',
  'memberships.locked.any': 'This is for members with a subscription.',
  'memberships.locked.plans': 'Unlocked by',
} as const;

export type MembershipsMessageId = keyof typeof en;

/** The memberships area: plans, subscribing, my memberships, and what unlocks locked pages. */
export const membershipsMessages = defineMessages({ en, es, fr, ja });
