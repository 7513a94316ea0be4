import { defineArea, page } from '../../app/area';

/**
 * Sign-in, sign-up, confirmation, password reset, account selection and change password.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const authArea = defineArea({
  id: 'auth',
  routes: [
    page('settings/password', () => import('./change-password-page'), 'ChangePasswordPage', {
      access: 'signed-in',
    }),
  ],
  bareRoutes: [
    page('auth/sign-in', () => import('./sign-in-page'), 'SignInPage', {
      title: 'auth.signIn.submit',
    }),
    page('auth/sign-up', () => import('./sign-up-page'), 'SignUpPage', {
      title: 'auth.signUp.submit',
    }),
    page('auth/confirm', () => import('./confirm-page'), 'ConfirmPage'),
    page('auth/forgot-password', () => import('./forgot-password-page'), 'ForgotPasswordPage'),
    page('auth/reset-password', () => import('./reset-password-page'), 'ResetPasswordPage'),
    page('auth/accounts', () => import('./accounts-page'), 'AccountsPage', {
      access: 'signed-in',
    }),
  ],
});
