import type { ServerModule } from '../../server-module';
import { activationRoutes } from './activations.routes';

/**
 * Activations (decision 0020): an event's things to do, each worth points, completed for
 * one of the attendee's passes with a code when protected; progress and a leaderboard.
 */
export const activationsModule: ServerModule = { name: 'activations', routes: activationRoutes };
