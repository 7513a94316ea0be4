import type { SurveysMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<SurveysMessageId, string> = {
  'surveys.title': 'Encuesta',
  'surveys.start': 'Empezar la encuesta',
  'surveys.signIn': 'Inicia sesión para responder esta encuesta',
  'surveys.progress': 'Sección {current} de {total}',
  'surveys.previous': 'Anterior',
  'surveys.next': 'Siguiente',
  'surveys.submit': 'Enviar respuestas',
  'surveys.saving': 'Guardando…',
  'surveys.thanks.title': '¡Gracias!',
  'surveys.again': 'Responder de nuevo',
  'surveys.thanks.body': 'Tus respuestas se enviaron.',
  'surveys.admin.title': 'Encuestas',
  'surveys.admin.empty': 'Aún no hay encuestas',
  'surveys.admin.emptyBody': 'Las encuestas de tu organización aparecen aquí con sus resultados.',
  'surveys.admin.counts':
    '{submitted, plural, one {# respuesta enviada} other {# respuestas enviadas}} · {drafts} en curso',
  'surveys.admin.open': 'Abrir la encuesta {name}',
  'surveys.results.title': 'Resultados de la encuesta',
  'surveys.results.submitted':
    '{count, plural, one {# respuesta enviada} other {# respuestas enviadas}}',
  'surveys.results.answered': '{count, plural, one {# respuesta} other {# respuestas}}',
  'surveys.results.choice': '{count} ({percent} %)',
  'surveys.results.chartLabel': 'Respuestas a {question}',
  'surveys.results.download': 'Descargar CSV',
  'surveys.admin.link': 'Encuestas',
  'surveys.admin.linkBody':
    'Consulta las encuestas de la organización, sus respuestas y resultados.',
};
