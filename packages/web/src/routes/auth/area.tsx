import { defineArea, routeHandle } from '../../app/area';

/**
 * Sign-in, sign-up, confirmation, password reset, account selection and change password.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const authArea = defineArea({
  id: 'auth',
  routes: [
    {
      path: 'settings/password',
      handle: routeHandle({ access: 'signed-in' }),
      lazy: async () => ({
        Component: (await import('./change-password-page')).ChangePasswordPage,
      }),
    },
  ],
  bareRoutes: [
    {
      path: 'auth/sign-in',
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.signIn.submit' }) }),
      }),
      lazy: async () => ({ Component: (await import('./sign-in-page')).SignInPage }),
    },
    {
      path: 'auth/sign-up',
      handle: routeHandle({
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.signUp.submit' }) }),
      }),
      lazy: async () => ({ Component: (await import('./sign-up-page')).SignUpPage }),
    },
    {
      path: 'auth/confirm',
      lazy: async () => ({ Component: (await import('./confirm-page')).ConfirmPage }),
    },
    {
      path: 'auth/forgot-password',
      lazy: async () => ({
        Component: (await import('./forgot-password-page')).ForgotPasswordPage,
      }),
    },
    {
      path: 'auth/reset-password',
      lazy: async () => ({
        Component: (await import('./reset-password-page')).ResetPasswordPage,
      }),
    },
    {
      path: 'auth/accounts',
      handle: routeHandle({ access: 'signed-in' }),
      lazy: async () => ({ Component: (await import('./accounts-page')).AccountsPage }),
    },
  ],
});
