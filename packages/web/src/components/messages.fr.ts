import type { UiMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<UiMessageId, string> = {
  'ui.calendar.label': 'Ajouter au calendrier',
  'ui.calendar.google': 'Google Agenda',
  'ui.calendar.outlook': 'Outlook',
  'ui.calendar.ics': 'Fichier calendrier (.ics)',
  'ui.confirm.cancel': 'Annuler',
  'ui.confirm.reason': 'Motif',
  'ui.confirm.details': 'Précisions (facultatif)',
  'ui.empty.search.title': 'Aucun résultat pour « {search} »',
  'ui.empty.search.body': 'Vérifiez l’orthographe, ou essayez moins de mots ou d’autres mots.',
  'ui.empty.search.clear': 'Effacer la recherche',
  'ui.hostNav.label': 'Gestion de l’événement',
  'ui.hostNav.overview': 'Aperçu',
  'ui.hostNav.program': 'Programme',
  'ui.hostNav.questions': 'Questions',
  'ui.hostNav.attendees': 'Participants',
  'ui.hostNav.checkin': 'Enregistrement',
  'ui.hostNav.report': 'Rapport',
  'ui.hostNav.announcements': 'Annonces',
  'ui.hostNav.emails': 'E-mails',
  'ui.steps.progress': 'Étape {step} sur {total} · {label}',
  'ui.steps.done': '(terminée)',
  'ui.steps.back': 'Retour',
  'ui.steps.continue': 'Continuer',
};
