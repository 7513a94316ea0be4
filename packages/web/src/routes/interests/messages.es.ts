import type { InterestsMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<InterestsMessageId, string> = {
  'interests.title': 'Tus intereses',
  'interests.select': 'Selecciona 5 intereses',
  'interests.intro':
    'Elige lo que te importa. Lo usamos para sugerirte personas, grupos y publicaciones.',
  'interests.selected': '{count} de {min} seleccionados',
  'interests.save': 'Guardar y continuar',
  'interests.full': 'Ya tienes 5. Quita uno para elegir otro.',
  'interests.tooMany':
    'Quita {extra, plural, one {# interés} other {# intereses}} para quedarte con 5.',
  'interests.skip': 'Ahora no',
  'interests.saved': 'Tus intereses se han guardado',
  'interests.list.label': 'Intereses',
  'interests.empty': 'Todavía no hay intereses.',
  'interests.add.label': '¿Falta alguno? Añade un interés',
  'interests.add.submit': 'Añadir',
  'interests.activities.empty': 'Todavía no hay publicaciones sobre esto.',
  'interests.activities.label': 'Publicaciones',
  'interests.heading': '#{name}',
};
