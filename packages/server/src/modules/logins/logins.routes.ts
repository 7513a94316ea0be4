import { loginEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  createLoginAccount,
  getLogin,
  listAccountLogins,
  shareAccount,
  unshareAccount,
  verifyLoginAccount,
} from './logins.service';

/** `endpoints.updateLocale` saves the acting account's locale: the self module serves it. */
export const loginRoutes = [
  route(endpoints.detail, (ctx) => getLogin(ctx)),
  route(endpoints.accountLogins, (ctx, { query }) => listAccountLogins(ctx, query)),
  route(endpoints.createAccount, (ctx, { body }) => createLoginAccount(ctx, body)),
  route(endpoints.verifyAccount, (ctx, { body }) => verifyLoginAccount(ctx, body)),
  route(endpoints.share, (ctx, { params }) => shareAccount(ctx, params.username)),
  route(endpoints.unshare, (ctx, { params }) => unshareAccount(ctx, params.username)),
];
