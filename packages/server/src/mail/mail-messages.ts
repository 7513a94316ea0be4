import { defineMessages } from '@convene/contract';
import { de } from './mail-messages.de';
import { pt } from './mail-messages.pt';
import { es } from './mail-messages.es';
import { fr } from './mail-messages.fr';
import { ja } from './mail-messages.ja';

/** English: the source wording; its keys are the ids. Placeholders are `{name}`. */
const en = {
  'identity.confirm.subject': 'Your {organization} confirmation code',
  'identity.confirm.code': 'Your {organization} confirmation code is {code}',
  'identity.confirm.why': 'Enter it to confirm your email address and finish signing up.',
  'identity.confirm.expires': 'The code expires in 24 hours.',
  'identity.reset.subject': 'Your {organization} password reset code',
  'identity.reset.code': 'Your {organization} password reset code is {code}',
  'identity.reset.why':
    'Enter it to choose a new password. If you did not ask for this, you can ignore this mail.',
  'identity.reset.expires': 'The code expires in 1 hour.',
  'identity.signIn.subject': 'Your {organization} sign-in code',
  'identity.signIn.code': 'Your {organization} sign-in code is {code}',
  'identity.signIn.why':
    'Enter it to confirm your email address and sign in. If you did not ask for this, you can ignore this mail.',
  'identity.signIn.expires': 'The code expires in 15 minutes.',
  'identity.existing.subject': 'Someone tried to sign up to {organization} with your email',
  'identity.existing.why':
    'Someone, perhaps you, tried to sign up to {organization} with this email address, which already has a login.',
  'identity.existing.next':
    'Sign in with it, or reset your password if you have forgotten it. If it was not you, you can ignore this mail: nothing has changed.',
  'groups.announcement.subject': '{group}: {title}',
  'groups.invitation.subject': 'You are invited to join {group}',
  'groups.invitation.text':
    'You have been invited to join the group {group}. Open the community to accept or decline.',
  'groups.requestAccepted.subject': 'You are now a member of {group}',
  'groups.requestAccepted.text': 'Your request to join {group} was accepted. Welcome!',
  'groups.request.push': '{name} asked to join {group}',
  'push.someone': 'Someone',
  'push.FOLLOW': '{name} started following you',
  'push.LIKE': '{name} liked your post',
  'push.COMMENT': '{name} commented on your post',
  'push.RESHARE': '{name} reshared your post',
  'push.TRANSFER': '{name} transferred a pass to you',
  'push.GROUP_INVITATION': '{name} invited you to join a group',
  'push.GROUP_REQUEST_ACCEPTED': 'Your request to join a group was accepted',
  'push.ANNOUNCEMENT': 'New announcement',
  'push.ANNOUNCEMENT.event': 'New announcement for {event}: {title}',
  'push.ANNOUNCEMENT.group': 'New announcement in {group}: {title}',
  'push.INVITATION': '{name} invited you',
  'push.EVENT': 'An event you are registered for is coming up',
  'push.ACTIVITY': '{name} posted a new activity',
  'push.CONTENT': 'New content was published',
  'push.GROUP_REQUEST': '{name} asked to join a group',
  'push.MENTION': '{name} mentioned you in a discussion',
  'push.MENTION.post': '{name} mentioned you in a post',
  'push.CHAT': '{name} sent you a message',
  'push.THREAD': '{name} wrote in a conversation',
  'push.SUPPORT_TICKET_MESSAGE': '{name} answered your support request',
  'conversations.unread.subject': 'New messages in {title}',
  'conversations.unread.text':
    '{name} wrote in {title} while you were away. Open the community to read and reply.',
  'registration.confirmation.subject': 'You are registered for {event}',
  'registration.confirmation.intro': 'Your registration #{number} for {event} is confirmed.',
  'registration.confirmation.when': 'When: {when}',
  'registration.confirmation.where': 'Where: {where}',
  'registration.confirmation.online': 'Join online: {url}',
  'registration.confirmation.pass': 'Pass #{number}: {name}',
  'registration.confirmation.total': 'Total paid: {amount}',
  'registration.confirmation.qr':
    'Show the QR code of each pass at the entrance. The attached calendar file adds the event to your calendar.',
  'receipt.subject': 'Your receipt #{number} from {organization}',
  'receipt.text': 'Thank you: we received your payment of {amount} for {title}.',
  'receipt.card': 'Paid on {date} with the card ending {last4}.',
  'receipt.method': 'Paid on {date} through {method}.',
  'receipt.other': 'Paid on {date}.',
  'receipt.link': 'Your receipts and invoices: {url}',
  'refund.subject': 'Your refund of {amount} from {organization}',
  'refund.text': '{amount} was refunded for {title}.',
  'refund.card':
    'It goes back to the card ending {last4}; your bank may take up to 10 days to show it.',
  'refund.method': 'It goes back through {method}, the way you paid.',
  'refund.other': 'The organizers return it the way you paid.',
  'attendee.cancellation.subject': 'Your pass for {event} is canceled',
  'attendee.cancellation.text': 'Your pass #{number} ({passType}) for {event} is canceled.',
  'attendee.cancellation.refunded': 'Refunded: {amount}. A separate mail says where it goes.',
  'attendee.cancellation.noRefund': 'Nothing was refunded.',
  'events.reminder.subject': 'Reminder: {event} is tomorrow',
  'events.reminder.text': 'Hello {name}, see you at {event}: {when}.',
  'events.cancellation.subject': '{event} is canceled',
  'events.cancellation.text': 'Hello {name}, we are sorry: {event} ({when}) is canceled.',
  'channels.content.subject': '{channel}: {title}',
  'channels.content.text':
    'New in {channel}: {title}. Open the community to read, watch or listen.',
  'events.announcement.subject': '{event}: {title}',
  'events.announcement.test': '[Test] {subject}',
  'attendee.transfer.subject': '{name} transferred a pass to you',
  'attendee.transfer.text':
    '{name} transferred a {passType} pass for {event} to you. It is in your tickets now.',
  'waitlist.offer.subject': 'A {passType} pass for {event} is yours to take',
  'waitlist.offer.text':
    'A place opened for {event}: a {passType} pass is held for you in your registration until {until}. Register before then, or it goes to the next person in line.',
  'support.confirmation.subject': 'We received your request to {organization}',
  'support.confirmation.text':
    'Thank you for writing to {organization}. We received your request and will answer you by email.',
  'support.request': 'Your request:',
  'support.reply.subject': 'Re: your request to {organization}',
  'support.reply.body': '{organization} answered your request:\n\n{reply}',
  'digest.subject.daily': 'Your daily {organization} digest: {count} new',
  'digest.subject.weekly': 'Your weekly {organization} digest: {count} new',
  'digest.intro': 'Here is what happened since your last digest:',
  'digest.more': 'See them all: {url}',
  'notification.open': 'Open it: {url}',
  'notification.settings': 'Choose which notifications you get by email: {url}',
};

export type MailMessageId = keyof typeof en;

/** What the server sends people (mails, push texts), in every built-in locale. */
export const mailMessages = defineMessages({ en, es, fr, ja, de, pt });
