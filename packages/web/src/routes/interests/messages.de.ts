import type { InterestsMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<InterestsMessageId, string> = {
  'interests.title': 'Deine Interessen',
  'interests.select': 'Wähle 5 Interessen',
  'interests.intro':
    'Wähle, was dir wichtig ist. Damit schlagen wir dir Personen, Gruppen und Beiträge vor.',
  'interests.selected': '{count} von {min} ausgewählt',
  'interests.save': 'Speichern und weiter',
  'interests.full': 'Das sind 5. Wähle eines ab, um ein anderes zu wählen.',
  'interests.tooMany':
    'Wähle {extra, plural, one {# Interesse} other {# Interessen}} ab, um 5 zu behalten.',
  'interests.skip': 'Nicht jetzt',
  'interests.saved': 'Deine Interessen sind gespeichert',
  'interests.list.label': 'Interessen',
  'interests.empty': 'Noch keine Interessen.',
  'interests.add.label': 'Fehlt eines? Füge ein Interesse hinzu',
  'interests.add.submit': 'Hinzufügen',
  'interests.activities.empty': 'Noch keine Beiträge dazu.',
  'interests.activities.label': 'Beiträge',
  'interests.heading': '#{name}',
};
