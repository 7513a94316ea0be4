import type { ServerModule } from '../../server-module';
import { sessionPurpose } from './session-payment';
import { sessionRegistrationRoutes } from './session-registration.routes';

/**
 * Session registration (decision 0020): an attendee registers their passes for sessions
 * that take registration — seats never oversold, paid sessions through the `session`
 * payment purpose — answers the sessions' questions, and reads their agenda (and .ics).
 */
export const sessionRegistrationModule: ServerModule = {
  name: 'session-registration',
  routes: sessionRegistrationRoutes,
  paymentPurposes: { session: sessionPurpose },
};

/** Canceling a pass gives back its session seats (the attendee module's cancel). */
export { releasePassSessions } from './release.service';
