import { defineEndpoint } from '../core/endpoint';
import {
  EmailRegistrationBodySchema,
  EmailRegistrationCodeSentSchema,
  EmailRegistrationConfirmBodySchema,
  EmailRegistrationResultSchema,
} from './email-registration';
import { RegistrationParamSchema } from './registration';

const tags = ['registration'];
const module = 'events';
const path = '/events/:eventId/emailRegistration';

/**
 * Registering with an email and a code, signed out (decision 0069). Another organization's
 * event, or one the visitor may not see, is 404; one not open for registration 409.
 */
export const emailRegistrationEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path,
    auth: 'public',
    module,
    tags,
    summary:
      'Mails a code to the email: the same answer whether it has a login or not (rate limited: 429)',
    params: RegistrationParamSchema,
    body: EmailRegistrationBodySchema,
    data: EmailRegistrationCodeSentSchema,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: `${path}/confirm`,
    auth: 'public',
    module,
    tags,
    summary:
      'With the mailed code: signs in (tokens) and registers with the free pass when that is all the event asks',
    params: RegistrationParamSchema,
    body: EmailRegistrationConfirmBodySchema,
    data: EmailRegistrationResultSchema,
  }),
};
