import type { ServerModule } from '../server-module';
import { emailRegistrationRoutes } from './email-registration.routes';

/**
 * Email registration (decision 0069): on an event page, a signed-out visitor gives a name
 * and an email, gets a code, and with it is signed in (a new login when the address had
 * none) and registered through the ticketing context's own cart.
 */
export const emailRegistrationModule: ServerModule = {
  name: 'email-registration',
  routes: emailRegistrationRoutes,
};
