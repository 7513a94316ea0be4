import type { ServerModule } from '../server-module';
import { surveyRoutes } from './surveys.routes';

/**
 * Surveys (decision 0038): sections of questions answered one at a time, each answer saved
 * as it is given, then submitted and frozen; administrators build them and read results.
 */
export const surveysModule: ServerModule = {
  name: 'surveys',
  routes: surveyRoutes,
};

/** For the seed: a survey written whole, its structure, and submissions with their answers. */
export { insertSurveyWithSections } from './surveys-admin.service';
export { loadStructure } from './survey-access';
export { insertSubmission, markSubmitted, saveResponse } from './surveys.repository';
export type { Structure } from './survey-view';
