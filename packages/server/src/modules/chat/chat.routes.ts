import { chatEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import {
  addChatChannelMember,
  createChatChannel,
  deleteChatChannel,
  deleteChatMessage,
  getChatChannel,
  leaveChatChannel,
  listChatChannelMembers,
  listChatChannels,
  listChatMessages,
  renameChatChannel,
  sendChatMessage,
  updateChatNotifications,
} from './chat.service';

/** `/self/chat/channels…`: the caller's conversations. */
export const chatRoutes = [
  route(endpoints.list, async (ctx, { query }) => answerPage(await listChatChannels(ctx, query))),
  route(endpoints.create, (ctx, { body }) => createChatChannel(ctx, body)),
  route(endpoints.detail, (ctx, { params }) => getChatChannel(ctx, params.channelId)),
  route(endpoints.update, (ctx, { params, body }) =>
    renameChatChannel(ctx, params.channelId, body.name),
  ),
  route(endpoints.delete, (ctx, { params }) => deleteChatChannel(ctx, params.channelId)),
  route(endpoints.leave, (ctx, { params }) => leaveChatChannel(ctx, params.channelId)),
  route(endpoints.members, (ctx, { params, query }) =>
    listChatChannelMembers(ctx, params.channelId, query),
  ),
  route(endpoints.addMember, (ctx, { params }) =>
    addChatChannelMember(ctx, params.channelId, params.accountId),
  ),
  route(endpoints.messages, async (ctx, { params, query }) =>
    answerPage(await listChatMessages(ctx, params.channelId, query)),
  ),
  route(endpoints.sendMessage, (ctx, { params, body }) =>
    sendChatMessage(ctx, params.channelId, body.text),
  ),
  route(endpoints.deleteMessage, (ctx, { params }) =>
    deleteChatMessage(ctx, params.channelId, params.messageId),
  ),
  route(endpoints.notifications, (ctx, { params, body }) =>
    updateChatNotifications(ctx, params.channelId, body.notifications),
  ),
];
