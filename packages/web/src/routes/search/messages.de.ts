import type { SearchMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<SearchMessageId, string> = {
  'search.title': 'Suche',
  'search.field.label':
    'Veranstaltungen, Gruppen, Personen, Beiträge, Kanäle und Inhalte durchsuchen',
  'search.field.placeholder': 'Wonach suchen Sie?',
  'search.tabs.label': 'Arten von Ergebnissen',
  'search.tabs.all': 'Alle',
  'search.tabs.count': '{label} ({count})',
  'search.results.label': 'Suchergebnisse',
  'search.pages.label': 'Ergebnisseiten',
  'search.pages.previous': 'Zurück',
  'search.pages.next': 'Weiter',
  'search.start': 'Geben Sie ein Wort ein, um die ganze Community zu durchsuchen.',
  'search.error': 'Die Suche hat nicht geantwortet. Versuchen Sie es gleich noch einmal.',
};
