import type { InterestsMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<InterestsMessageId, string> = {
  'interests.title': 'Vos centres d’intérêt',
  'interests.select': 'Choisissez 5 centres d’intérêt',
  'interests.intro':
    'Choisissez ce qui vous intéresse. Nous nous en servons pour vous suggérer des personnes, des groupes et des publications.',
  'interests.selected': '{count} sur {min} sélectionnés',
  'interests.save': 'Enregistrer et continuer',
  'interests.full': 'Vous en avez 5. Retirez-en un pour en choisir un autre.',
  'interests.tooMany':
    'Retirez {extra, plural, one {# centre d’intérêt} other {# centres d’intérêt}} pour n’en garder que 5.',
  'interests.skip': 'Plus tard',
  'interests.saved': 'Vos centres d’intérêt sont enregistrés',
  'interests.list.label': 'Centres d’intérêt',
  'interests.empty': 'Aucun centre d’intérêt pour le moment.',
  'interests.add.label': 'Il en manque un ? Ajoutez un centre d’intérêt',
  'interests.add.submit': 'Ajouter',
  'interests.activities.empty': 'Aucune publication sur ce sujet pour le moment.',
  'interests.activities.label': 'Publications',
  'interests.heading': '#{name}',
};
