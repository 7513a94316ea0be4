import type { ActivitiesMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<ActivitiesMessageId, string> = {
  'activities.title': 'Actividades',
  'activities.tabs.feed': 'Tu muro',
  'activities.tabs.public': 'Recientes',
  'activities.tabs.featured': 'Destacadas',
  'activities.list.label': 'Publicaciones',
  'activities.empty.feed':
    'Aún no hay nada. Sigue a personas o únete a grupos para llenar tu muro.',
  'activities.empty.featured': 'Todavía no hay publicaciones destacadas.',
  'activities.detail.title': 'Publicación',
  'activities.detail.comments': 'Comentarios',
  'activities.detail.comments.empty': 'Todavía no hay comentarios. Sé el primero.',
  'activities.detail.back': 'Volver a las actividades',
  'activities.detail.parent': 'En respuesta a esta publicación',
  'activities.interests.nudge':
    'Cuéntanos qué te interesa y te acercaremos a las personas adecuadas.',
  'activities.interests.select': 'Selecciona 5 intereses',
};
