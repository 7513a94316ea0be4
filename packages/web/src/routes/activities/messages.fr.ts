import type { ActivitiesMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<ActivitiesMessageId, string> = {
  'activities.title': 'Activités',
  'activities.tabs.feed': 'Votre fil',
  'activities.tabs.public': 'Récentes',
  'activities.tabs.featured': 'À la une',
  'activities.list.label': 'Publications',
  'activities.empty.feed':
    'Rien pour l’instant. Suivez des personnes ou rejoignez des groupes pour remplir votre fil.',
  'activities.empty.featured': 'Aucune publication à la une pour le moment.',
  'activities.detail.title': 'Publication',
  'activities.detail.comments': 'Commentaires',
  'activities.detail.comments.empty': 'Aucun commentaire pour le moment. Soyez le premier.',
  'activities.detail.back': 'Retour aux activités',
  'activities.detail.parent': 'En réponse à cette publication',
  'activities.interests.nudge':
    'Dites-nous ce qui vous passionne et nous vous rapprocherons des bonnes personnes.',
  'activities.interests.select': 'Choisissez 5 centres d’intérêt',
};
