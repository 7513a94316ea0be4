import { defineArea, routeHandle } from '../../app/area';
import { AccountsPage } from './accounts-page';
import { ChangePasswordPage } from './change-password-page';
import { ConfirmPage } from './confirm-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

/** Sign-in, sign-up, confirmation, password reset, account selection and change password. */
export const authArea = defineArea({
  id: 'auth',
  routes: [
    {
      path: 'settings/password',
      element: <ChangePasswordPage />,
      handle: routeHandle({ access: 'signed-in' }),
    },
  ],
  bareRoutes: [
    {
      path: 'auth/sign-in',
      element: <SignInPage />,
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.signIn.submit' }) }),
      }),
    },
    {
      path: 'auth/sign-up',
      element: <SignUpPage />,
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.signUp.submit' }) }),
      }),
    },
    { path: 'auth/confirm', element: <ConfirmPage /> },
    { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
    { path: 'auth/reset-password', element: <ResetPasswordPage /> },
    {
      path: 'auth/accounts',
      element: <AccountsPage />,
      handle: routeHandle({ access: 'signed-in' }),
    },
  ],
});
