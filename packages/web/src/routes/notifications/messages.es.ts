import type { NotificationsMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<NotificationsMessageId, string> = {
  'notifications.title': 'Notificaciones',
  'notifications.tabs.label': 'Mostrar',
  'notifications.tabs.all': 'Todas',
  'notifications.tabs.unread': 'No leídas',
  'notifications.markAllRead': 'Marcar todas como leídas',
  'notifications.empty': 'Aún no tienes notificaciones.',
  'notifications.emptyUnread': 'Estás al día.',
  'notifications.list.label': 'Notificaciones',
  'notifications.unread': 'No leída',
  'notifications.settings': 'Ajustes de notificaciones',
  'notifications.someone': 'Alguien',
  'notifications.bell.label':
    '{count, plural, =0 {Notificaciones} one {Notificaciones, # sin leer} other {Notificaciones, # sin leer}}',
  'notifications.type.ANNOUNCEMENT': 'Nuevo anuncio',
  'notifications.type.FOLLOW': '{name} empezó a seguirte',
  'notifications.type.INVITATION': '{name} te envió una invitación',
  'notifications.type.TRANSFER': '{name} te transfirió una entrada',
  'notifications.type.LIKE': 'A {name} le gustó tu publicación',
  'notifications.type.COMMENT': '{name} comentó tu publicación',
  'notifications.type.RESHARE': '{name} compartió tu publicación',
  'notifications.type.EVENT': 'Se acerca un evento en el que te inscribiste',
  'notifications.type.ACTIVITY': '{name} publicó algo nuevo',
  'notifications.type.GROUP_INVITATION': '{name} te invitó a unirte a un grupo',
  'notifications.type.GROUP_REQUEST_ACCEPTED': 'Se aceptó tu solicitud para unirte a un grupo',
  'notifications.type.CONTENT': 'Se publicó contenido nuevo',
};
