import type { ServerModule } from '../server-module';
import { chatShouldNotify } from './chat-offline';
import { chatPartnersSql } from './chat.repository';
import { chatRoutes } from './chat.routes';

/**
 * Chat: 1:1 and group conversations under `/self/chat/channels` (decision 0030), told live
 * to every member's sockets, and to offline members once per burst (decision 0031).
 */
export const chatModule: ServerModule = {
  name: 'chat',
  routes: chatRoutes,
  contacts: chatPartnersSql,
  conversationKinds: { chat: { type: 'CHAT', shouldNotify: chatShouldNotify } },
};

/** The writers the demo seed lays conversations out with (seed/chat.ts). */
export { insertChannel, insertMembers, upsertDirectChannel } from './chat.repository';
export { appendMessage } from './messages.repository';
export { messageHtml } from './message-html';
