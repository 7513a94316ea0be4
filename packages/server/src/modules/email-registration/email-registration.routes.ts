import { emailRegistrationEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { confirmEmailRegistration, startEmailRegistration } from './email-registration.service';

export const emailRegistrationRoutes = [
  route(endpoints.start, (ctx, { params, body, request }) =>
    startEmailRegistration(ctx, params.eventId, body, request.ip),
  ),
  route(endpoints.confirm, (ctx, { params, body, request }) =>
    confirmEmailRegistration(ctx, params.eventId, body, request.ip),
  ),
];
