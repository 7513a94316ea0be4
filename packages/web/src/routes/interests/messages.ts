import { mergeMessages, socialMessages } from '../../components/social/messages';

/** The interests area: onboarding (pick 5) and an interest's posts. */
export const interestsMessages = mergeMessages(socialMessages, {
  en: {
    'interests.title': 'Your interests',
    'interests.select': 'Select 5 interests',
    'interests.intro': 'Pick what you care about. We use it to suggest people, groups and posts.',
    'interests.selected': '{count} of {min} selected',
    'interests.save': 'Save and continue',
    'interests.saved': 'Your interests are saved',
    'interests.list.label': 'Interests',
    'interests.empty': 'No interests yet.',
    'interests.add.label': 'Missing one? Add an interest',
    'interests.add.submit': 'Add',
    'interests.activities.empty': 'No posts about this yet.',
    'interests.activities.label': 'Posts',
    'interests.heading': '#{name}',
  },
  es: {
    'interests.title': 'Tus intereses',
    'interests.select': 'Selecciona 5 intereses',
    'interests.save': 'Guardar y continuar',
  },
  fr: {
    'interests.title': 'Vos centres d’intérêt',
    'interests.select': 'Choisissez 5 centres d’intérêt',
    'interests.save': 'Enregistrer et continuer',
  },
  ja: {
    'interests.title': 'あなたの興味',
    'interests.select': '興味を5つ選んでください',
    'interests.save': '保存して続ける',
  },
});
