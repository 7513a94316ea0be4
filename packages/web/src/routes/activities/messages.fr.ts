import type { ActivitiesMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<ActivitiesMessageId, string> = {
  'activities.title': 'Activités',
  'activities.tabs.feed': 'Votre fil',
  'activities.tabs.public': 'Récentes',
  'activities.tabs.featured': 'À la une',
  'activities.list.label': 'Publications',
  'activities.empty.feed': 'Votre fil est vide',
  'activities.empty.featured': 'Pas encore de publication à la une',
  'activities.detail.title': 'Publication',
  'activities.detail.comments': 'Commentaires',
  'activities.detail.comments.empty': 'Pas encore de commentaire',
  'activities.detail.back': 'Retour aux activités',
  'activities.detail.parent': 'En réponse à cette publication',
  'activities.interests.nudge':
    'Dites-nous ce qui vous passionne et nous vous rapprocherons des bonnes personnes.',
  'activities.interests.select': 'Choisissez 5 centres d’intérêt',
  'activities.empty.feed.body':
    'Suivez des personnes ou rejoignez des groupes : leurs publications s’afficheront ici.',
  'activities.empty.feed.people': 'Trouver des personnes',
  'activities.empty.feed.groups': 'Parcourir les groupes',
  'activities.empty.public': 'Pas encore de publication',
  'activities.empty.public.body': 'Connectez-vous et publiez le premier message.',
  'activities.empty.featured.body':
    'Les publications mises en avant par l’équipe de la communauté s’afficheront ici.',
  'activities.detail.comments.empty.body': 'Lancez la conversation ci-dessous.',
  'activities.detail.comments.empty.signedOut': 'Connectez-vous pour lancer la conversation.',
};
