import type { SearchMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<SearchMessageId, string> = {
  'search.title': 'Buscar',
  'search.field.label': 'Buscar eventos, grupos, personas, publicaciones, canales y contenidos',
  'search.field.placeholder': '¿Qué estás buscando?',
  'search.tabs.label': 'Tipos de resultados',
  'search.tabs.all': 'Todo',
  'search.tabs.count': '{label} ({count})',
  'search.results.label': 'Resultados de la búsqueda',
  'search.pages.label': 'Páginas de resultados',
  'search.pages.previous': 'Anterior',
  'search.pages.next': 'Siguiente',
  'search.start': 'Escribe una palabra para buscar en toda la comunidad.',
  'search.error': 'La búsqueda no respondió. Inténtalo de nuevo en un momento.',
};
