import type { EndpointSpec } from './endpoint';
import { interestEndpoints } from './interests.endpoints';

/**
 * The endpoint table: every REST endpoint of the API, by resource. The server registers
 * exactly these routes and the client calls only these (each side has a test for it).
 */
export const api = {
  interests: interestEndpoints,
} as const;

export const apiEndpoints: readonly EndpointSpec[] = Object.values(api).flatMap(
  (resource): EndpointSpec[] => Object.values(resource),
);
