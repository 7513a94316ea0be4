import { threadEndpoints as endpoints } from '@convene/contract';
import { answerPage, route } from '../../lib/endpoint-route';
import {
  addThreadMember,
  getThreadMember,
  listThreadMembers,
  removeThreadMember,
  updateThreadMember,
} from './members.service';
import {
  addReaction,
  createMessage,
  createReply,
  deleteMessage,
  editMessage,
  getMessage,
  listMessages,
  listReplies,
  readThread,
  removeReaction,
  typing,
  unreadThread,
} from './messages.service';
import {
  createThread,
  getEventThread,
  getGroupThread,
  getThread,
  listGroupThreads,
  listThreads,
  updateThread,
} from './threads.service';

export const threadRoutes = [
  route(endpoints.list, async (ctx, { query }) => answerPage(await listThreads(ctx, query))),
  route(endpoints.create, (ctx, { body }) => createThread(ctx, body)),
  route(endpoints.groups, (ctx) => listGroupThreads(ctx)),
  route(endpoints.group, (ctx, { params }) => getGroupThread(ctx, params.groupId)),
  route(endpoints.event, (ctx, { params }) => getEventThread(ctx, params.eventId)),
  route(endpoints.detail, (ctx, { params }) => getThread(ctx, params.threadId)),
  route(endpoints.update, (ctx, { params, body }) => updateThread(ctx, params.threadId, body)),
  route(endpoints.members, (ctx, { params, query }) =>
    listThreadMembers(ctx, params.threadId, query),
  ),
  route(endpoints.member, (ctx, { params }) =>
    getThreadMember(ctx, params.threadId, params.accountId),
  ),
  route(endpoints.addMember, (ctx, { params, body }) =>
    addThreadMember(ctx, params.threadId, params.accountId, body),
  ),
  route(endpoints.updateMember, (ctx, { params, body }) =>
    updateThreadMember(ctx, params.threadId, params.accountId, body),
  ),
  route(endpoints.removeMember, (ctx, { params }) =>
    removeThreadMember(ctx, params.threadId, params.accountId),
  ),
  route(endpoints.messages, async (ctx, { params, query }) =>
    answerPage(await listMessages(ctx, params.threadId, query)),
  ),
  route(endpoints.createMessage, (ctx, { params, body }) =>
    createMessage(ctx, params.threadId, body),
  ),
  route(endpoints.message, (ctx, { params }) => getMessage(ctx, params.threadId, params.messageId)),
  route(endpoints.updateMessage, (ctx, { params, body }) =>
    editMessage(ctx, params.threadId, params.messageId, body),
  ),
  route(endpoints.deleteMessage, (ctx, { params, body }) =>
    deleteMessage(ctx, params.threadId, params.messageId, body),
  ),
  route(endpoints.replies, (ctx, { params, query }) =>
    listReplies(ctx, params.threadId, params.messageId, query),
  ),
  route(endpoints.createReply, (ctx, { params, body }) =>
    createReply(ctx, params.threadId, params.messageId, body),
  ),
  route(endpoints.addReaction, (ctx, { params, body }) =>
    addReaction(ctx, params.threadId, params.messageId, body),
  ),
  route(endpoints.removeReaction, (ctx, { params, body }) =>
    removeReaction(ctx, params.threadId, params.messageId, body),
  ),
  route(endpoints.unread, (ctx, { params }) => unreadThread(ctx, params.threadId)),
  route(endpoints.read, (ctx, { params, body }) => readThread(ctx, params.threadId, body)),
  route(endpoints.typing, (ctx, { params }) => typing(ctx, params.threadId)),
];
