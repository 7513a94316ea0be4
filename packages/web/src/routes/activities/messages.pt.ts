import type { ActivitiesMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<ActivitiesMessageId, string> = {
  'activities.title': 'Atividades',
  'activities.tabs.feed': 'Seu feed',
  'activities.tabs.public': 'Mais recentes',
  'activities.tabs.featured': 'Em destaque',
  'activities.list.label': 'Publicações',
  'activities.empty.feed': 'Seu feed está vazio',
  'activities.empty.featured': 'Ainda não há publicações em destaque',
  'activities.detail.title': 'Publicação',
  'activities.detail.comments': 'Comentários',
  'activities.detail.comments.empty': 'Ainda não há comentários',
  'activities.detail.back': 'Voltar às atividades',
  'activities.detail.parent': 'Em resposta a esta publicação',
  'activities.interests.nudge':
    'Conte para nós do que você gosta e vamos aproximar você das pessoas certas.',
  'activities.interests.select': 'Selecione 5 interesses',
  'activities.empty.feed.body':
    'Siga pessoas ou participe de grupos, e as publicações deles vão aparecer aqui.',
  'activities.empty.feed.people': 'Encontrar pessoas',
  'activities.empty.feed.groups': 'Explorar grupos',
  'activities.empty.public': 'Ainda não há publicações',
  'activities.empty.public.body': 'Entre e seja a primeira pessoa a publicar.',
  'activities.empty.featured.body':
    'As publicações que a equipe da comunidade destacar vão aparecer aqui.',
  'activities.detail.comments.empty.body': 'Comece a conversa abaixo.',
  'activities.detail.comments.empty.signedOut': 'Entre para começar a conversa.',
};
