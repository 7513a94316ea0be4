import type { UiMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<UiMessageId, string> = {
  'ui.confirm.cancel': 'Cancelar',
  'ui.confirm.reason': 'Motivo',
  'ui.confirm.details': 'Detalhes (opcional)',
  'ui.empty.search.title': 'Nada corresponde a “{search}”',
  'ui.empty.search.body': 'Confira a ortografia ou tente menos palavras ou palavras diferentes.',
  'ui.empty.search.clear': 'Limpar a busca',
  'ui.hostNav.label': 'Gestão do evento',
  'ui.hostNav.overview': 'Visão geral',
  'ui.hostNav.program': 'Programação',
  'ui.hostNav.questions': 'Perguntas',
  'ui.hostNav.attendees': 'Participantes',
  'ui.hostNav.checkin': 'Check-in',
  'ui.hostNav.report': 'Relatório',
  'ui.hostNav.announcements': 'Comunicados',
  'ui.hostNav.emails': 'E-mails',
  'ui.steps.progress': 'Etapa {step} de {total} · {label}',
  'ui.steps.done': '(concluída)',
  'ui.steps.back': 'Voltar',
  'ui.steps.continue': 'Continuar',
  'ui.calendar.label': 'Adicionar à agenda',
  'ui.calendar.google': 'Google Agenda',
  'ui.calendar.outlook': 'Outlook',
  'ui.calendar.ics': 'Arquivo de agenda (.ics)',
};
