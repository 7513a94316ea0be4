import { defineMessages } from '../../i18n/messages';
import { de } from './email-registration-messages.de';
import { es } from './email-registration-messages.es';
import { fr } from './email-registration-messages.fr';
import { ja } from './email-registration-messages.ja';
import { pt } from './email-registration-messages.pt';

/** English: the source wording of registering with an email and a code (email-registration.tsx). */
const en = {
  'events.emailRegistration.title': 'Register with your email',
  'events.emailRegistration.intro':
    'No account needed: we send you a code to confirm your email, and you are signed in.',
  'events.emailRegistration.name': 'Your name',
  'events.emailRegistration.email': 'Email',
  'events.emailRegistration.send': 'Send me a code',
  'events.emailRegistration.sent':
    'We sent a code to {destination}. It works for {minutes} minutes.',
  'events.emailRegistration.code': 'Code from the email',
  'events.emailRegistration.confirm': 'Confirm and register',
  'events.emailRegistration.resend': 'Send a new code',
  'events.emailRegistration.change': 'Use another email',
  'events.emailRegistration.full':
    'You are signed in, but the event is full now. You can join the waitlist below.',
  'events.emailRegistration.error.codeMismatch':
    'That is not the code we sent. Check it and try again.',
  'events.emailRegistration.error.codeExpired':
    'This code has expired or was already used. Ask for a new one.',
  'events.emailRegistration.error.tooMany':
    'Too many attempts. Wait a while, then ask for a new code.',
  'events.emailRegistration.error.name': 'Enter your name.',
  'events.emailRegistration.error.email': 'Enter a valid email address.',
  'events.emailRegistration.error.code': 'Enter the code from the email.',
  'events.emailRegistration.error.failed': 'Something went wrong. Please try again.',
};

export type EmailRegistrationMessageId = keyof typeof en;

/** Registering with an email on an event page, signed out (decision 0069). */
export const emailRegistrationMessages = defineMessages({ en, es, fr, ja, de, pt });
