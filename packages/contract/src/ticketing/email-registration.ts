import { z } from 'zod';
import { CODE_TTL } from '../people/identity';
import { RegistrationSchema } from './registration';

/**
 * Email registration (decision 0069): a signed-out visitor gives a name and an email on an
 * event page, gets a code by mail, and with it is signed in and registered.
 */

/** The answers the code step gives, for a client to tell them apart (400, field `code`). */
export const EMAIL_REGISTRATION_MESSAGES = {
  codeMismatch: 'The code is not the one we sent. Check it and try again',
  codeExpired: 'The code has expired or was already used. Ask for a new one',
  tooManyAttempts: 'Too many attempts. Ask for a new code later',
  /** With external Cognito the API accepts none of the embedded provider's tokens. */
  notAvailable: 'Registering with an email needs the embedded identity provider',
} as const;

/** How long a mailed code works, in seconds. */
export const EMAIL_REGISTRATION_CODE_TTL = CODE_TTL.signIn;

const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address'));

export const EmailRegistrationBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(80),
  email: EmailSchema,
  /** The language of the mail (the page's), when the organization offers it. */
  locale: z.string().max(16).optional(),
});
export type EmailRegistrationBody = z.infer<typeof EmailRegistrationBodySchema>;

/** The same for every address, whether it has a login or not. */
export const EmailRegistrationCodeSentSchema = z.object({
  /** The address, masked: `a***@e***`. */
  destination: z.string(),
  /** Seconds the code works. */
  expiresIn: z.number().int(),
});
export type EmailRegistrationCodeSent = z.infer<typeof EmailRegistrationCodeSentSchema>;

export const EmailRegistrationConfirmBodySchema = z.object({
  email: EmailSchema,
  code: z.string().trim().min(1, 'Enter the code').max(32),
  /** Agreement to the organization's terms, when it asks for one (as the cart's submit). */
  termsAccepted: z.boolean().optional(),
});
export type EmailRegistrationConfirmBody = z.infer<typeof EmailRegistrationConfirmBodySchema>;

/** The tokens of the signed-in login, as the identity provider issues them. */
export const EmailRegistrationTokensSchema = z.object({
  AccessToken: z.string(),
  IdToken: z.string(),
  RefreshToken: z.string().optional(),
  ExpiresIn: z.number().int(),
  TokenType: z.literal('Bearer'),
});

/**
 * - `registered`: registered (or already was): `registration` holds the passes;
 * - `continue`: signed in, and the event asks for more than a name (questions, a choice of
 *   passes, a payment): the normal registration flow goes on from here;
 * - `full`: signed in, and nothing is left: the event page offers its waitlist.
 */
export const EmailRegistrationOutcomeSchema = z.enum(['registered', 'continue', 'full']);
export type EmailRegistrationOutcome = z.infer<typeof EmailRegistrationOutcomeSchema>;

export const EmailRegistrationResultSchema = z.object({
  outcome: EmailRegistrationOutcomeSchema,
  authenticationResult: EmailRegistrationTokensSchema,
  registration: RegistrationSchema.nullable(),
});
export type EmailRegistrationResult = z.infer<typeof EmailRegistrationResultSchema>;
