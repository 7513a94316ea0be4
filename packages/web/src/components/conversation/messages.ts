import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'messages.reconnecting': 'Connection lost. Reconnecting…',
  'messages.disconnected': 'You are offline: new messages will not show until you reconnect.',
  'messages.reconnect': 'Reconnect',
  'messages.older': 'Show older messages',
  'messages.composer.send': 'Send',
  'messages.composer.hint': 'Enter sends, Shift+Enter starts a new line, @ mentions a member.',
  'messages.cancel': 'Cancel',
  'threads.title': 'Discussion',
  'threads.unread': 'Mark unread',
  'threads.empty': 'No messages yet. Start the discussion!',
  'threads.log.label': 'Discussion messages',
  'threads.composer.label': 'Write in the discussion',
  'threads.composer.placeholder': 'Write a message',
  'threads.reply': 'Reply',
  'threads.replies': 'Replies',
  'threads.replies.count': '{count, plural, one {# reply} other {# replies}}',
  'threads.reply.label': 'Write a reply',
  'threads.reply.placeholder': 'Write a reply',
  'threads.reply.send': 'Reply',
  'threads.edit': 'Edit',
  'threads.edit.label': 'Edit your message',
  'threads.edit.save': 'Save',
  'threads.edited': 'edited',
  'threads.delete': 'Delete',
  'threads.delete.confirm': 'Delete this message?',
  'threads.message.menu': 'Message options',
  'threads.react': 'Add a reaction',
  'threads.reaction': '{emoji} {count, plural, one {# reaction} other {# reactions}}',
  'threads.typing.one': '{name} is typing…',
  'threads.typing.many': '{count} people are typing…',
  'threads.forbidden.group': 'Only the members of this group take part in its discussion.',
  'threads.forbidden.event': 'Only the attendees of this event take part in its discussion.',
  'threads.unavailable': 'The discussion is not available.',
};

export type ConversationMessageId = keyof typeof en;

/** Conversations and discussions: the message box, menus, connection state, group and event discussions. */
export const conversationMessages = defineMessages({ en, es, fr, ja, de, pt });
