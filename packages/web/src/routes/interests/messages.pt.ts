import type { InterestsMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<InterestsMessageId, string> = {
  'interests.title': 'Seus interesses',
  'interests.select': 'Selecione 5 interesses',
  'interests.intro':
    'Escolha o que importa para você. Usamos isso para sugerir pessoas, grupos e publicações.',
  'interests.selected': '{count} de {min} selecionados',
  'interests.save': 'Salvar e continuar',
  'interests.full': 'Já são 5. Desmarque um para escolher outro.',
  'interests.tooMany':
    'Desmarque {extra, plural, one {# interesse} other {# interesses}} para ficar com 5.',
  'interests.skip': 'Agora não',
  'interests.saved': 'Seus interesses foram salvos',
  'interests.list.label': 'Interesses',
  'interests.empty': 'Ainda não há interesses.',
  'interests.add.label': 'Falta algum? Adicione um interesse',
  'interests.add.submit': 'Adicionar',
  'interests.activities.empty': 'Ainda não há publicações sobre isso.',
  'interests.activities.label': 'Publicações',
  'interests.heading': '#{name}',
};
