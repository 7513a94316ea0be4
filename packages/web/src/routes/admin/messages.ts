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
  'admin.apiKeys.link': 'API keys',
  'admin.apiKeys.linkBody':
    'Keys that let your other systems read events, attendees and members and check people in.',
  'admin.apiKeys.title': 'API keys',
  'admin.apiKeys.intro':
    'A key lets another system (a CRM, a door scanner, a mailing list) call this community’s API by sending the header {header}. It acts for you, and only within the scopes you choose.',
  'admin.apiKeys.create': 'Create a key',
  'admin.apiKeys.name': 'Name',
  'admin.apiKeys.nameHint': 'What the key is for, such as “Door scanner” or “CRM sync”.',
  'admin.apiKeys.nameRequired': 'Give the key a name.',
  'admin.apiKeys.scopes': 'Scopes',
  'admin.apiKeys.scopesRequired': 'Choose at least one scope.',
  'admin.apiKeys.scope.events:read': 'Read events',
  'admin.apiKeys.scope.attendees:read':
    'Read the attendees, passes and reports of the events you host',
  'admin.apiKeys.scope.attendees:write': 'Check attendees in (and undo a check-in)',
  'admin.apiKeys.scope.members:read': 'Read member profiles',
  'admin.apiKeys.scope.orders:read': 'Read orders and sales (the organizer dashboard, its exports)',
  'admin.apiKeys.expires': 'Last day (optional)',
  'admin.apiKeys.expiresHint': 'Leave it empty for a key that works until you revoke it.',
  'admin.apiKeys.submit': 'Create key',
  'admin.apiKeys.secretTitle': 'Copy your new key now',
  'admin.apiKeys.secretBody':
    'This is the only time it is shown. Keep it somewhere safe; if you lose it, revoke it and create another.',
  'admin.apiKeys.secretLabel': 'Key “{name}”',
  'admin.apiKeys.copy': 'Copy key',
  'admin.apiKeys.copied': 'Key copied',
  'admin.apiKeys.copyFailed': 'Could not copy it: select the key and copy it yourself.',
  'admin.apiKeys.done': 'I have stored it',
  'admin.apiKeys.listTitle': 'Keys',
  'admin.apiKeys.empty': 'No keys yet',
  'admin.apiKeys.emptyBody': 'Create one when another system needs to call the API.',
  'admin.apiKeys.actsFor': 'Acts for {name}',
  'admin.apiKeys.createdAt': 'Created {date}',
  'admin.apiKeys.lastUsed': 'Last used {date}',
  'admin.apiKeys.neverUsed': 'Never used',
  'admin.apiKeys.expiresAt': 'Expires {date}',
  'admin.apiKeys.status.active': 'Active',
  'admin.apiKeys.status.revoked': 'Revoked',
  'admin.apiKeys.status.expired': 'Expired',
  'admin.apiKeys.revoke': 'Revoke',
  'admin.apiKeys.revokeTitle': 'Revoke “{name}”?',
  'admin.apiKeys.revokeBody':
    'Every system that uses this key is refused from now on. This cannot be undone.',
  'admin.apiKeys.revoked': 'Key revoked',
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
