import type { UiMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<UiMessageId, string> = {
  'ui.confirm.cancel': 'Cancelar',
  'ui.confirm.reason': 'Motivo',
  'ui.confirm.details': 'Detalles (opcional)',
  'ui.empty.search.title': 'Nada coincide con «{search}»',
  'ui.empty.search.body': 'Revisa la ortografía o prueba con menos palabras o con otras.',
  'ui.empty.search.clear': 'Borrar la búsqueda',
};
