import { lazy, Suspense } from 'react';
import { defineArea, page } from '../../app/area';

// Header items show while signed in, which the browser knows only after hydration: the
// link (and the chat socket it keeps open) load then, outside the first script.
const LazyLink = lazy(async () => ({ default: (await import('./messages-link')).MessagesLink }));

function MessagesLink() {
  return (
    <Suspense fallback={null}>
      <LazyLink />
    </Suspense>
  );
}

/**
 * Messages: my conversations (/messages) and one conversation
 * (/messages/:channelId), two panes on a desktop and one full screen at a time on a phone;
 * the header link with the unread count keeps the chat socket open. Group and event
 * discussions (thread-panel.tsx) live inside their pages.
 */
export const messagesArea = defineArea({
  id: 'messages',
  module: 'chat',
  routes: [
    page('messages', () => import('./messages-page'), 'MessagesPage', {
      access: 'signed-in',
      title: 'messages.title',
    }),
    page('messages/:channelId', () => import('./messages-page'), 'ConversationPage', {
      access: 'signed-in',
      title: 'messages.title',
    }),
  ],
  headerItems: [MessagesLink],
  notificationSettings: [{ label: 'messages.notifications.chat', type: 'CHAT' }],
});
