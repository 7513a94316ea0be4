/**
 * Every error the API can answer, mapped once to its HTTP status and default message.
 * Services throw `AppError(code, message?)`; the server's one error handler and the
 * client's `ApiError` both read this table.
 */

/** The module-forbidden family (docs/architecture.md#errors-and-the-envelope); the client treats these like 403. */
export const ERR_NOT_GROUP_MEMBER = 453;
export const ERR_NOT_EVENT_REGISTERED = 454;
export const ERR_REGISTRATION_UNAVAILABLE = 455;
export const ERR_FEATURE_NOT_AVAILABLE = 456;
export const ERR_TIER_REQUIRED = 457;
export const ERR_SUBSCRIPTION_REQUIRED = 458;
export const ERR_INTEGRATION_PERMISSION_DENIED = 459;
export const ERR_KNOWN_ERROR = 460;
export const ERR_PRIVATE_CHANNEL = 461;
export const ERR_BANNED_USER = 462;
/** No account selected: the web app sends the user to /auth/accounts. */
export const ERR_NO_ACCOUNT_SELECTED = 463;

export const MODULE_FORBIDDEN_MIN = 453;
export const MODULE_FORBIDDEN_MAX = 463;

export function isModuleForbiddenStatus(status: number): boolean {
  return status === 403 || (status >= MODULE_FORBIDDEN_MIN && status <= MODULE_FORBIDDEN_MAX);
}

/** Messages tied to permissions (docs/architecture.md#errors-and-the-envelope), typed once. */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  mustSignIn: 'you must sign in to view this content',
  mustJoinGroup: 'you must join the group to view this content',
  mustBeGroupModerator: 'must be a moderator to manage a group',
  noPermission: 'you do not have permission to access this page',
  privateChannel: 'you do not have access to this private channel',
  featureNotEnabled: 'feature not enabled for this community',
  accountDisabled: 'account disabled',
  tierRequired: 'tier required',
  eventNotPublic: 'Event not public',
  registrationClosed: 'Registration is closed for this session',
  registrationNotEnabled: 'Registration is not enabled for this session',
  noAccountSelected: 'no account selected',
  notFound: 'Not found',
  organizationRequired: 'The organization header is required',
  organizationUnknown: 'Unknown organization',
  invalidVideo: 'Invalid file type. Please upload a video file.',
  selectInterests: 'Select 5 interests',
  executeAsNotAllowed: 'you may not act as this account (executeAs)',
  unstorableText:
    'contains a character that cannot be stored (a NUL byte or an unpaired surrogate)',
  /** A JSON body nested deeper than the input boundary walks (decision 0052). */
  bodyTooDeep: 'The request body is nested too deeply',
  /** A JSON body with more values than the input boundary walks (decision 0052). */
  bodyTooManyValues: 'The request body holds too many values',
  /** An update whose body changes nothing (decision 0052). */
  nothingToUpdate: 'Nothing to update: the request names no field to change',
} as const;

export const ERROR_CODES = {
  VALIDATION: { status: 400, message: 'Invalid request' },
  UNAUTHORIZED: { status: 401, message: MESSAGES.mustSignIn },
  FORBIDDEN: { status: 403, message: MESSAGES.noPermission },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later' },
  NOT_GROUP_MEMBER: { status: ERR_NOT_GROUP_MEMBER, message: MESSAGES.mustJoinGroup },
  NOT_EVENT_REGISTERED: {
    status: ERR_NOT_EVENT_REGISTERED,
    message: 'you must register for the event to view this content',
  },
  REGISTRATION_UNAVAILABLE: {
    status: ERR_REGISTRATION_UNAVAILABLE,
    message: MESSAGES.registrationClosed,
  },
  FEATURE_NOT_AVAILABLE: { status: ERR_FEATURE_NOT_AVAILABLE, message: MESSAGES.featureNotEnabled },
  TIER_REQUIRED: { status: ERR_TIER_REQUIRED, message: MESSAGES.tierRequired },
  SUBSCRIPTION_REQUIRED: { status: ERR_SUBSCRIPTION_REQUIRED, message: 'subscription required' },
  INTEGRATION_PERMISSION_DENIED: {
    status: ERR_INTEGRATION_PERMISSION_DENIED,
    message: 'integration permission denied',
  },
  KNOWN_ERROR: { status: ERR_KNOWN_ERROR, message: MESSAGES.somethingWentWrong },
  PRIVATE_CHANNEL: { status: ERR_PRIVATE_CHANNEL, message: MESSAGES.privateChannel },
  ACCOUNT_DISABLED: { status: ERR_BANNED_USER, message: MESSAGES.accountDisabled },
  NO_ACCOUNT_SELECTED: { status: ERR_NO_ACCOUNT_SELECTED, message: MESSAGES.noAccountSelected },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment',
  },
  /** A declined payment (402 Payment Required). */
  PAYMENT_FAILED: { status: 402, message: 'Payment failed. Please try another payment method.' },
  PAYMENT_INTEGRATION: { status: 400, message: 'payment integration not enabled' },
  INTERNAL: { status: 500, message: MESSAGES.somethingWentWrong },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}
