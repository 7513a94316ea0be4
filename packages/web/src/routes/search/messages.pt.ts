import type { SearchMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<SearchMessageId, string> = {
  'search.title': 'Pesquisa',
  'search.field.label': 'Pesquisar eventos, grupos, pessoas, publicações, canais e conteúdos',
  'search.field.placeholder': 'O que procura?',
  'search.tabs.label': 'Tipos de resultados',
  'search.tabs.all': 'Tudo',
  'search.tabs.count': '{label} ({count})',
  'search.results.label': 'Resultados da pesquisa',
  'search.pages.label': 'Páginas de resultados',
  'search.pages.previous': 'Anterior',
  'search.pages.next': 'Seguinte',
  'search.start': 'Escreva uma palavra para pesquisar em toda a comunidade.',
  'search.error': 'A pesquisa não respondeu. Tente novamente daqui a pouco.',
};
