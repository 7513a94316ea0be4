import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.username': 'Username',
  'auth.code': 'Verification code',
  'auth.newPassword': 'New password',
  'auth.oldPassword': 'Current password',
  'auth.passwordHint':
    'At least 8 characters, with upper and lower case letters, a number and a symbol.',
  'auth.usernameHint': 'At least 5 characters: lowercase letters, numbers and single hyphens.',
  'auth.signIn.title': 'Sign in to {name}',
  'auth.signIn.subtitle': 'Welcome back! Enter your email and password.',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.forgot': 'Forgot your password?',
  'auth.signIn.noAccount': 'New here?',
  'auth.signIn.createAccount': 'Create an account',
  'auth.signIn.confirmInstead': 'Confirm your email',
  'auth.challenge.newPassword.title': 'Choose a new password',
  'auth.challenge.newPassword.body': 'Your password must be changed before you can continue.',
  'auth.challenge.sms.title': 'Enter the code we sent you',
  'auth.challenge.sms.body': 'We sent a verification code by text message to {destination}.',
  'auth.challenge.sms.bodyNoDestination': 'We sent a verification code by text message.',
  'auth.challenge.other.title': 'One more step',
  'auth.challenge.other.body': 'Answer the challenge to finish signing in.',
  'auth.challenge.answer': 'Answer',
  'auth.challenge.submit': 'Continue',
  'auth.signUp.title': 'Join {name}',
  'auth.signUp.subtitle': 'Create your account. We will email you a code to confirm it.',
  'auth.signUp.submit': 'Create account',
  'auth.signUp.haveAccount': 'Already have an account?',
  'auth.confirm.title': 'Confirm your email',
  'auth.confirm.subtitle': 'Enter the code we sent to {email}.',
  'auth.confirm.subtitleNoEmail': 'Enter the code we sent to your email.',
  'auth.confirm.submit': 'Confirm',
  'auth.confirm.resend': 'Send a new code',
  'auth.confirm.resent': 'We sent a new code to {destination}.',
  'auth.confirm.resentNoDestination': 'We sent you a new code.',
  'auth.forgot.title': 'Reset your password',
  'auth.forgot.subtitle': 'Enter your email and we will send you a code to reset your password.',
  'auth.forgot.submit': 'Send code',
  'auth.reset.title': 'Choose a new password',
  'auth.reset.subtitle':
    'If {email} has a login, we sent it a code. Enter the code and your new password.',
  'auth.reset.submit': 'Reset password',
  'auth.backToSignIn': 'Back to sign in',
  'auth.notice.confirmed': 'Your email is confirmed. Please sign in.',
  'auth.notice.alreadyConfirmed': 'Your account is ready. Please sign in.',
  'auth.notice.passwordReset': 'Your password has been reset. Please sign in with it.',
  'auth.notice.signedOut': 'You have been signed out.',
  'auth.change.title': 'Change password',
  'auth.change.subtitle': 'Enter your current password and choose a new one.',
  'auth.change.submit': 'Change password',
  'auth.change.done': 'Password changed',
  'auth.accounts.title': 'Choose an account',
  'auth.accounts.subtitle': 'Your login holds several accounts. Which one do you want to use?',
  'auth.accounts.current': 'Current',
  'auth.accounts.primary': 'Primary account',
  'auth.accounts.create.title': 'Create another account',
  'auth.accounts.create.submit': 'Create account',
  'auth.accounts.create.firstName': 'First name (optional)',
  'auth.accounts.create.lastName': 'Last name (optional)',
  'auth.accounts.create.done': 'Account {username} created.',
  'auth.accounts.signOut': 'Sign out',
  'auth.accounts.loadFailed': 'Your accounts could not be loaded.',
  'auth.error.emailAndPasswordRequired': 'Email and password are required',
  'auth.error.emailRequired': 'Email is required',
  'auth.error.emailInvalid': 'Enter a valid email address',
  'auth.error.passwordRequired': 'Password is required',
  'auth.error.passwordTooShort': 'Password must be at least 8 characters long',
  'auth.error.noAccessToken': 'No valid access token available',
  'auth.error.codeRequired': 'Please enter a code',
  'auth.error.userNotFound': 'User does not exist.',
  'auth.error.notConfirmed': 'Account not verified. Please check your email',
  'auth.error.codeMismatch': 'Invalid verification code',
  'auth.error.codeExpired': 'Verification code has expired',
  'auth.error.invalidPassword': 'Password does not meet requirements',
  'auth.error.emailExists': 'An account with this email already exists',
  'auth.error.tooMany': 'Too many attempts. Please try again later',
  'auth.error.network': 'Network error. Please check your connection',
  'auth.error.signIn': 'Sign in failed',
  'auth.error.signUp': 'Sign up failed',
  'auth.error.changePassword': 'Password change failed',
  'auth.error.challenge': 'Challenge response failed',
  'auth.error.confirm': 'Confirmation failed',
  'auth.error.forgot': 'Forgot password failed',
  'auth.error.reset': 'Password reset failed',
  'auth.error.resend': 'Resend code failed',
  'auth.error.refresh': 'Token refresh failed',
  'auth.error.loginExists': 'A login with this email already exists. Please sign in instead.',
  'auth.error.loginNotFound': "We couldn't find a login with that email.",
  'auth.error.incorrectPassword': 'The password you entered is incorrect.',
  'auth.error.unexpected': 'An unexpected error occurred. Please try again.',
  'auth.error.usernameTooShort': 'Username must be at least 5 characters',
  'auth.error.usernameTooLong': 'Username must be at most 30 characters',
  'auth.error.usernameCharacters':
    'Username may only contain lowercase letters, numbers and hyphens',
  'auth.error.usernameEdgeHyphen': 'Username cannot start or end with a hyphen',
  'auth.error.usernameDoubleHyphen': 'Username cannot contain consecutive hyphens',
};

export type AuthMessageId = keyof typeof en;

/** The authentication screens. `auth.error.*` carry the product's validation and error wording exactly. */
export const authMessages = defineMessages({ en, es, fr, ja, de, pt });

/** The id of a known English message (validation or error wording), so errors from the SDK can be translated. */
export function knownMessageId(text: string): AuthMessageId | undefined {
  const entries = Object.entries(authMessages.en) as [AuthMessageId, string][];
  return entries.find(([id, english]) => id.startsWith('auth.error.') && english === text)?.[0];
}
