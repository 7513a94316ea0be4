import type { NotificationsMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<NotificationsMessageId, string> = {
  'notifications.title': 'Notifications',
  'notifications.tabs.label': 'Afficher',
  'notifications.tabs.all': 'Toutes',
  'notifications.tabs.unread': 'Non lues',
  'notifications.markAllRead': 'Tout marquer comme lu',
  'notifications.empty': 'Vous n’avez pas encore de notifications.',
  'notifications.emptyUnread': 'Vous êtes à jour.',
  'notifications.list.label': 'Notifications',
  'notifications.unread': 'Non lue',
  'notifications.settings': 'Paramètres des notifications',
  'notifications.someone': 'Quelqu’un',
  'notifications.bell.label':
    '{count, plural, =0 {Notifications} one {Notifications, # non lue} other {Notifications, # non lues}}',
  'notifications.type.ANNOUNCEMENT': 'Nouvelle annonce',
  'notifications.type.FOLLOW': '{name} a commencé à vous suivre',
  'notifications.type.INVITATION': '{name} vous a envoyé une invitation',
  'notifications.type.TRANSFER': '{name} vous a transféré un billet',
  'notifications.type.LIKE': '{name} a aimé votre publication',
  'notifications.type.COMMENT': '{name} a commenté votre publication',
  'notifications.type.RESHARE': '{name} a partagé votre publication',
  'notifications.type.EVENT': 'Un événement auquel vous êtes inscrit approche',
  'notifications.type.ACTIVITY': '{name} a publié quelque chose de nouveau',
  'notifications.type.GROUP_INVITATION': '{name} vous a invité à rejoindre un groupe',
  'notifications.type.GROUP_REQUEST_ACCEPTED':
    'Votre demande pour rejoindre un groupe a été acceptée',
  'notifications.type.GROUP_REQUEST': '{name} demande à rejoindre un groupe',
  'notifications.type.MENTION': '{name} vous a mentionné dans une discussion',
  'notifications.group.ANNOUNCEMENT': 'Nouvelle annonce dans {group}',
  'notifications.group.GROUP_INVITATION': '{name} vous a invité à rejoindre {group}',
  'notifications.group.GROUP_REQUEST_ACCEPTED':
    'Votre demande pour rejoindre {group} a été acceptée',
  'notifications.group.GROUP_REQUEST': '{name} demande à rejoindre {group}',
  'notifications.type.CONTENT': 'Un nouveau contenu a été publié',
  'notifications.type.CHAT': '{name} vous a envoyé des messages',
  'notifications.type.THREAD': '{name} a écrit dans une conversation',
};
