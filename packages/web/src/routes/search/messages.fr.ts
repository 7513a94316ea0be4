import type { SearchMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<SearchMessageId, string> = {
  'search.title': 'Recherche',
  'search.field.label':
    'Rechercher des événements, groupes, personnes, publications, chaînes et contenus',
  'search.field.placeholder': 'Que cherchez-vous ?',
  'search.tabs.label': 'Types de résultats',
  'search.tabs.all': 'Tout',
  'search.tabs.count': '{label} ({count})',
  'search.results.label': 'Résultats de la recherche',
  'search.pages.label': 'Pages de résultats',
  'search.pages.previous': 'Précédent',
  'search.pages.next': 'Suivant',
  'search.start': 'Saisissez un mot pour rechercher dans toute la communauté.',
  'search.error': 'La recherche n’a pas répondu. Réessayez dans un instant.',
};
