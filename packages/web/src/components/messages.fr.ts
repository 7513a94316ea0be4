import type { UiMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<UiMessageId, string> = {
  'ui.confirm.cancel': 'Annuler',
  'ui.confirm.reason': 'Motif',
  'ui.confirm.details': 'Précisions (facultatif)',
  'ui.empty.search.title': 'Aucun résultat pour « {search} »',
  'ui.empty.search.body': 'Vérifiez l’orthographe, ou essayez moins de mots ou d’autres mots.',
  'ui.empty.search.clear': 'Effacer la recherche',
};
