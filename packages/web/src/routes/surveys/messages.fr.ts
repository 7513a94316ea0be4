import type { SurveysMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<SurveysMessageId, string> = {
  'surveys.title': 'Questionnaire',
  'surveys.start': 'Commencer le questionnaire',
  'surveys.signIn': 'Connectez-vous pour répondre à ce questionnaire',
  'surveys.progress': 'Section {current} sur {total}',
  'surveys.previous': 'Précédent',
  'surveys.next': 'Suivant',
  'surveys.submit': 'Envoyer mes réponses',
  'surveys.saving': 'Enregistrement…',
  'surveys.thanks.title': 'Merci !',
  'surveys.again': 'Répondre à nouveau',
  'surveys.thanks.body': 'Vos réponses ont été envoyées.',
  'surveys.admin.title': 'Questionnaires',
  'surveys.admin.empty': 'Aucun questionnaire pour le moment',
  'surveys.admin.emptyBody':
    'Les questionnaires de votre organisation s’affichent ici avec leurs résultats.',
  'surveys.admin.counts':
    '{submitted, plural, one {# réponse envoyée} other {# réponses envoyées}} · {drafts} en cours',
  'surveys.admin.open': 'Ouvrir le questionnaire {name}',
  'surveys.results.title': 'Résultats du questionnaire',
  'surveys.results.submitted':
    '{count, plural, one {# réponse envoyée} other {# réponses envoyées}}',
  'surveys.results.answered': '{count, plural, one {# réponse} other {# réponses}}',
  'surveys.results.choice': '{count} ({percent} %)',
  'surveys.results.chartLabel': 'Réponses à {question}',
  'surveys.results.download': 'Télécharger le CSV',
  'surveys.admin.link': 'Questionnaires',
  'surveys.admin.linkBody':
    'Consultez les questionnaires de l’organisation, leurs réponses et leurs résultats.',
};
