import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'support.nav': 'Help',
  'support.notifications.confirmation': 'Confirmations of my support requests',
  'support.notifications.replies': 'Replies to my support requests',
  'support.title': 'Help centre',
  'support.intro': 'Ask a question, report a bug or tell us what you think. We answer by email.',
  'support.type': 'What is it about?',
  'support.type.support': 'A question',
  'support.type.bug': 'A bug',
  'support.type.feedback': 'Feedback',
  'support.email': 'Your email',
  'support.request': 'How can we help?',
  'support.website': 'Leave this field empty',
  'support.send': 'Send',
  'support.new': 'New request',
  'support.sent.title': 'Thank you, we received your request',
  'support.sent.body': 'We answer by email, at {email}.',
  'support.sent.another': 'Send another request',
  'support.mine.title': 'My requests',
  'support.mine.empty': 'No tickets yet',
  'support.mine.emptyBody': 'Requests you send from the help centre show here with our replies.',
  'support.status.new': 'New',
  'support.status.awaitingAdmin': 'Awaiting our answer',
  'support.status.awaitingClient': 'Awaiting your answer',
  'support.status.resolved': 'Resolved',
  'support.status.spam': 'Spam',
  'support.ticket.title': 'Support ticket',
  'support.ticket.request': 'The request',
  'support.ticket.conversation': 'Conversation',
  'support.ticket.noReplies': 'No replies yet',
  'support.ticket.requester': 'Requester',
  'support.ticket.desk': 'Support team',
  'support.ticket.reply': 'Your answer',
  'support.ticket.send': 'Send answer',
  'support.queue.title': 'Support queue',
  'support.queue.filter': 'Status',
  'support.queue.all': 'All statuses',
  'support.queue.empty': 'No tickets',
  'support.queue.item': '{type} from {email}',
  'support.admin.status': 'Status',
  'support.admin.note': 'Internal note',
  'support.admin.addNote': 'Add note',
  'support.admin.noteBadge': 'Internal note',
  'support.admin.reply': 'Reply to the requester (sent by email)',
  'support.admin.sendReply': 'Send reply',
  'support.admin.from': 'From {email}',
  'support.admin.event': 'About {name}',
  'support.admin.link': 'Support desk',
  'support.admin.linkBody': 'Answer the requests members and visitors send from the help centre.',
};

export type SupportMessageId = keyof typeof en;

/** The support area: the help centre, my tickets and the administrators' queue. */
export const supportMessages = defineMessages({ en, es, fr, ja, de, pt });
