import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from '../core/endpoint';
import { accountEndpoints } from '../people/accounts.endpoints';
import { eventEndpoints } from '../ticketing/events.endpoints';
import { hostAttendeeEndpoints } from '../ticketing/host-attendees.endpoints';
import { hostDashboardEndpoints } from '../ticketing/host-dashboard.endpoints';
import {
  ApiKeyParamSchema,
  ApiKeySchema,
  CreateApiKeyBodySchema,
  CreatedApiKeySchema,
  type ApiKeyScope,
} from './api-keys';

const tags = ['api-keys'];
const keys = '/organization/api-keys';

/**
 * API keys (decision 0073): administrators only (401/403 otherwise, and to a key); another
 * organization's key is 404.
 */
export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: keys,
    auth: 'login',
    access: 'administrators',
    tags,
    summary:
      "The organization's API keys, newest first, revoked and expired ones included (administrators)",
    data: z.array(ApiKeySchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: keys,
    auth: 'login',
    access: 'administrators',
    tags,
    summary:
      'Issues a key acting for the caller within its scopes; its secret is answered once (administrators)',
    body: CreateApiKeyBodySchema,
    status: 201,
    data: CreatedApiKeySchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: `${keys}/:apiKeyId`,
    auth: 'login',
    access: 'administrators',
    tags,
    summary:
      'Revokes the key (idempotent): every request with it is refused from then on (administrators)',
    params: ApiKeyParamSchema,
    data: ApiKeySchema,
  }),
};

/**
 * The routes each scope opens to a key. Any other route answers a key 403: a key reads
 * and checks in, it never manages the organization (nor its keys).
 */
export const API_KEY_SCOPE_ENDPOINTS: Record<ApiKeyScope, readonly EndpointSpec[]> = {
  'events:read': [eventEndpoints.list, eventEndpoints.detail],
  'attendees:read': [
    hostAttendeeEndpoints.attendees,
    hostAttendeeEndpoints.exportAttendees,
    hostAttendeeEndpoints.attendee,
    hostAttendeeEndpoints.passes,
    hostAttendeeEndpoints.pass,
    hostAttendeeEndpoints.report,
  ],
  'attendees:write': [
    hostAttendeeEndpoints.checkIn,
    hostAttendeeEndpoints.undoCheckIn,
    hostAttendeeEndpoints.scan,
  ],
  'members:read': [accountEndpoints.list, accountEndpoints.detail],
  'orders:read': [
    hostDashboardEndpoints.dashboard,
    hostDashboardEndpoints.exportOrders,
    hostDashboardEndpoints.exportAttendees,
  ],
};

/** The scope that opens `endpoint` to a key, if any. */
export function apiKeyScopeOf(endpoint: EndpointSpec): ApiKeyScope | undefined {
  for (const [scope, endpoints] of Object.entries(API_KEY_SCOPE_ENDPOINTS)) {
    if (endpoints.includes(endpoint)) return scope as ApiKeyScope;
  }
  return undefined;
}
