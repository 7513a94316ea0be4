import type { ActivitiesMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<ActivitiesMessageId, string> = {
  'activities.title': 'Actividades',
  'activities.tabs.feed': 'Tu muro',
  'activities.tabs.public': 'Recientes',
  'activities.tabs.featured': 'Destacadas',
  'activities.list.label': 'Publicaciones',
  'activities.empty.feed': 'Tu feed está vacío',
  'activities.empty.featured': 'Todavía no hay publicaciones destacadas',
  'activities.detail.title': 'Publicación',
  'activities.detail.comments': 'Comentarios',
  'activities.detail.comments.empty': 'Todavía no hay comentarios',
  'activities.detail.back': 'Volver a las actividades',
  'activities.detail.parent': 'En respuesta a esta publicación',
  'activities.interests.nudge':
    'Cuéntanos qué te interesa y te acercaremos a las personas adecuadas.',
  'activities.interests.select': 'Selecciona 5 intereses',
  'activities.empty.feed.body':
    'Sigue a personas o únete a grupos y sus publicaciones aparecerán aquí.',
  'activities.empty.feed.people': 'Buscar personas',
  'activities.empty.feed.groups': 'Explorar grupos',
  'activities.empty.public': 'Todavía no hay publicaciones',
  'activities.empty.public.body': 'Inicia sesión y sé el primero en publicar.',
  'activities.empty.featured.body':
    'Aquí aparecerán las publicaciones que destaque el equipo de la comunidad.',
  'activities.detail.comments.empty.body': 'Empieza la conversación aquí abajo.',
  'activities.detail.comments.empty.signedOut': 'Inicia sesión para empezar la conversación.',
};
