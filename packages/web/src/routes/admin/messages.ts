import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'admin.title': 'Administration',
  'admin.intro': 'The screens where you run the organization.',
  'admin.notAdmin': 'This page is for administrators',
  'admin.notAdminBody':
    'Only the organization’s administrators can use these screens. Ask one of them if you need something changed.',
  'admin.webhooks.link': 'Webhooks',
  'admin.webhooks.linkBody':
    'Send signed notices of registrations, check-ins, tickets and more to your other tools.',
  'admin.webhooks.title': 'Webhooks',
  'admin.webhooks.intro':
    'Each endpoint receives, as a signed HTTPS POST, the events you choose. Failed deliveries are retried for several hours.',
  'admin.webhooks.endpoints': 'Endpoints',
  'admin.webhooks.empty': 'No endpoints yet',
  'admin.webhooks.enabled': 'On',
  'admin.webhooks.disabled': 'Off',
  'admin.webhooks.add': 'Add an endpoint',
  'admin.webhooks.form.url': 'URL',
  'admin.webhooks.form.urlHint': 'An https:// address on the public internet.',
  'admin.webhooks.form.description': 'Description (optional)',
  'admin.webhooks.form.types': 'Events to send',
  'admin.webhooks.form.typesRequired': 'Choose at least one event',
  'admin.webhooks.form.enabled': 'Send deliveries to this endpoint',
  'admin.webhooks.form.create': 'Add endpoint',
  'admin.webhooks.form.save': 'Save',
  'admin.webhooks.secret.title': 'Signing secret',
  'admin.webhooks.secret.body':
    'Copy it now and keep it in your integration: it is shown only this once. Use it to verify the webhook-signature header.',
  'admin.webhooks.secret.label': 'Secret',
  'admin.webhooks.status.pending': 'Pending',
  'admin.webhooks.status.succeeded': 'Delivered',
  'admin.webhooks.status.failed': 'Failed',
  'admin.webhooks.type.registration.completed': 'Registration completed',
  'admin.webhooks.type.pass.cancelled': 'Pass cancelled',
  'admin.webhooks.type.pass.refunded': 'Pass refunded',
  'admin.webhooks.type.pass.transferred': 'Pass transferred',
  'admin.webhooks.type.pass.checkedIn': 'Checked in',
  'admin.webhooks.type.booking.confirmed': 'Booking confirmed',
  'admin.webhooks.type.subscription.changed': 'Subscription changed',
  'admin.webhooks.type.supportTicket.created': 'Support ticket created',
  'admin.webhooks.endpoint.title': 'Webhook endpoint',
  'admin.webhooks.notFound': 'This endpoint does not exist',
  'admin.webhooks.back': 'All endpoints',
  'admin.webhooks.saved': 'Endpoint saved',
  'admin.webhooks.rotate': 'Rotate secret',
  'admin.webhooks.delete': 'Delete endpoint',
  'admin.webhooks.deleteTitle': 'Delete this endpoint?',
  'admin.webhooks.deleteBody':
    'Its deliveries and their attempts are deleted with it; nothing more is sent to it.',
  'admin.webhooks.deleted': 'Endpoint deleted',
  'admin.webhooks.deliveries': 'Deliveries',
  'admin.webhooks.noDeliveries': 'Nothing has been sent to this endpoint yet',
  'admin.webhooks.attempts': '{count, plural, one {# attempt} other {# attempts}}',
  'admin.webhooks.nextAttempt': 'next attempt',
  'admin.webhooks.showAttempts': 'Show attempts',
  'admin.webhooks.hideAttempts': 'Hide attempts',
  'admin.webhooks.resend': 'Re-send',
  'admin.webhooks.resent': 'Delivery queued again',
  'admin.webhooks.noAttempts': 'Not attempted yet',
  'admin.webhooks.noAnswer': 'No answer',
  'admin.webhooks.statusCode': 'HTTP {code}',
  'admin.webhooks.duration': '{ms} ms',
};

export type AdminMessageId = keyof typeof en;

/** The administration hub. */
export const adminMessages = defineMessages({ en, es, fr, ja, de, pt });
