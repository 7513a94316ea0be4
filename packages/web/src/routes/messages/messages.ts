import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'messages.title': 'Messages',
  'messages.link.label':
    'Messages, {count, plural, =0 {no unread conversations} one {# unread conversation} other {# unread conversations}}',
  'messages.new': 'New conversation',
  'messages.search.label': 'Search conversations',
  'messages.search.placeholder': 'Search conversations',
  'messages.list.label': 'Conversations',
  'messages.list.you': 'You: {text}',
  'messages.list.noMessages': 'No messages yet',
  'messages.list.unread': 'Unread',
  'messages.list.more': 'Show more conversations',
  'messages.empty.title': 'No conversations yet',
  'messages.empty.body':
    'Start a conversation with one or several members: they see your messages as they arrive.',
  'messages.pick.title': 'Pick a conversation',
  'messages.pick.body': 'Choose a conversation on the left, or start a new one.',
  'messages.conversation': 'Conversation',
  'messages.back': 'Back to messages',
  'messages.members': '{count, plural, one {# member} other {# members}}',
  'messages.muted': 'Notifications off',
  'messages.menu.label': 'Conversation options',
  'messages.menu.mute': 'Turn notifications off',
  'messages.menu.unmute': 'Turn notifications on',
  'messages.menu.add': 'Add people',
  'messages.menu.leave': 'Leave conversation',
  'messages.menu.delete': 'Delete conversation',
  'messages.confirm.leave': 'Leave this conversation?',
  'messages.confirm.leave.body':
    'You will no longer receive its messages. Its members can add you again.',
  'messages.confirm.delete': 'Delete this conversation?',
  'messages.confirm.delete.body':
    'Every message is deleted for every member. This cannot be undone.',
  'messages.gone': 'This conversation is not available.',
  'messages.start': 'No messages yet. Say hello!',
  'messages.log.label': 'Messages with {name}',
  'messages.incoming': 'New message from {name}: {text}',
  'messages.message.delete': 'Delete message',
  'messages.delivery.sending': 'Sending…',
  'messages.delivery.sent': 'Sent',
  'messages.delivery.failed': 'Not sent',
  'messages.delivery.retry': 'Retry',
  'messages.delivery.discard': 'Discard',
  'messages.composer.label': 'Message to {name}',
  'messages.composer.placeholder': 'Write a message',
  'messages.new.title': 'New conversation',
  'messages.new.search': 'Search members',
  'messages.new.members': 'Members',
  'messages.new.chosen': '{count, plural, one {# person chosen} other {# people chosen}}',
  'messages.new.remove': 'Remove {name}',
  'messages.new.none': 'No members match your search.',
  'messages.new.name': 'Conversation name (optional)',
  'messages.new.submit': 'Start conversation',
  'messages.add.title': 'Add people',
  'messages.add.submit': 'Add',
  'messages.notifications.chat': 'New messages in my conversations',
};

export type MessagesMessageId = keyof typeof en;

/** The messages area (conversations) and the group and event discussions. */
export const messagesMessages = defineMessages({ en, es, fr, ja, de, pt });
