import { defineArea } from '../../app/area';
import { authMessages } from './messages';

/** Sign-in, sign-up, confirmation, password reset, account selection and change password. */
export const authArea = defineArea({
  id: 'auth',
  routes: [],
  bareRoutes: [],
  messages: authMessages,
});
