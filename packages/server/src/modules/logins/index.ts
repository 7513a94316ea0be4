import type { ServerModule } from '../server-module';
import { loginRoutes } from './logins.routes';

/** Logins: the signed-in login, its accounts and the logins sharing an account. */
export const loginsModule: ServerModule = { name: 'logins', routes: loginRoutes };

export { deleteAccountOfLogin, findLoginLink } from './logins.service';
/** For sign-up, the seed and tests: a login and its primary account, in one transaction. */
export { insertLoginWithAccount, type LoginRow } from './logins.repository';
