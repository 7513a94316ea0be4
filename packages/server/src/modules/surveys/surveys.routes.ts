import { surveyEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { requireSurvey } from './survey-access';
import { toSurvey } from './survey-view';
import {
  getSubmission,
  getSubmissionSections,
  listSubmissions,
  saveSubmissionAnswer,
  searchValues,
  startSubmission,
  submitSubmission,
} from './submissions.service';
import {
  createSurvey,
  deleteSurvey,
  exportSurvey,
  getManagedSurvey,
  listManagedSurveys,
  surveyResults,
  updateSurvey,
} from './surveys-admin.service';

export const surveyRoutes = [
  route(endpoints.detail, async (ctx, { params }) =>
    toSurvey(await requireSurvey(ctx.db, ctx.scope, params.surveyId)),
  ),
  route(endpoints.searchValues, (ctx, { params, query }) => searchValues(ctx, params, query)),
  route(endpoints.submissions, (ctx, { params, query }) =>
    listSubmissions(ctx, params.surveyId, query),
  ),
  route(endpoints.start, (ctx, { params }) => startSubmission(ctx, params.surveyId)),
  route(endpoints.submission, (ctx, { params }) => getSubmission(ctx, params)),
  route(endpoints.sections, (ctx, { params }) => getSubmissionSections(ctx, params)),
  route(endpoints.saveResponse, (ctx, { params, body }) =>
    saveSubmissionAnswer(ctx, params, body.response),
  ),
  route(endpoints.submit, (ctx, { params, body }) => submitSubmission(ctx, params, body)),
  route(endpoints.managedList, (ctx, { query }) => listManagedSurveys(ctx, query)),
  route(endpoints.create, (ctx, { body }) => createSurvey(ctx, body)),
  route(endpoints.managed, (ctx, { params }) => getManagedSurvey(ctx, params.surveyId)),
  route(endpoints.update, (ctx, { params, body }) => updateSurvey(ctx, params.surveyId, body)),
  route(endpoints.delete, (ctx, { params }) => deleteSurvey(ctx, params.surveyId)),
  route(endpoints.results, (ctx, { params }) => surveyResults(ctx, params.surveyId)),
  route(endpoints.export, (ctx, { params }) => exportSurvey(ctx, params.surveyId)),
];
