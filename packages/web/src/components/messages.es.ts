import type { UiMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<UiMessageId, string> = {
  'ui.calendar.label': 'Añadir al calendario',
  'ui.calendar.google': 'Google Calendar',
  'ui.calendar.outlook': 'Outlook',
  'ui.calendar.ics': 'Archivo de calendario (.ics)',
  'ui.confirm.cancel': 'Cancelar',
  'ui.confirm.reason': 'Motivo',
  'ui.confirm.details': 'Detalles (opcional)',
  'ui.empty.search.title': 'Nada coincide con «{search}»',
  'ui.empty.search.body': 'Revisa la ortografía o prueba con menos palabras o con otras.',
  'ui.empty.search.clear': 'Borrar la búsqueda',
  'ui.hostNav.label': 'Gestión del evento',
  'ui.hostNav.overview': 'Resumen',
  'ui.hostNav.program': 'Programa',
  'ui.hostNav.questions': 'Preguntas',
  'ui.hostNav.attendees': 'Asistentes',
  'ui.hostNav.checkin': 'Registro de entrada',
  'ui.hostNav.report': 'Informe',
  'ui.hostNav.announcements': 'Anuncios',
  'ui.hostNav.emails': 'Correos',
  'ui.steps.progress': 'Paso {step} de {total} · {label}',
  'ui.steps.done': '(hecho)',
  'ui.steps.back': 'Atrás',
  'ui.steps.continue': 'Continuar',
};
