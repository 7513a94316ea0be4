import { defineArea, page } from '../../app/area';

/**
 * The host's program and questions: `/host/events/:eventId/program` edits the
 * sessions, speakers, sponsors, FAQs and pages of a hosted event; `…/questions` builds its
 * registration questions. Part of the events module; signed in; the server checks that the
 * account hosts or co-hosts the event (403 otherwise).
 */
export const hostProgramArea = defineArea({
  id: 'host-program',
  module: 'events',
  routes: [
    page('host/events/:eventId/program', () => import('./program-page'), 'ProgramPage', {
      access: 'signed-in',
      title: 'hostProgram.program.title',
    }),
    page('host/events/:eventId/questions', () => import('./questions-page'), 'QuestionsPage', {
      access: 'signed-in',
      title: 'hostProgram.questions.title',
    }),
  ],
});
