/** Business constants, in milliseconds unless the name says otherwise. */
export const STALE_TIME = {
  default: 60_000,
  advertisement: 30_000,
  relationships: 60 * 60_000,
  notifications: 0,
  never: Number.POSITIVE_INFINITY,
} as const;
export const GC_TIME = 5 * 60_000;
export const RETRY = { maxRetries: 3, baseDelay: 1_000, maxDelay: 30_000 } as const;
export const SOCKET = {
  chat: { maxReconnects: 5, baseDelay: 1_000, maxDelay: 10_000 },
  appShell: { maxReconnects: 20, delay: 5_000 },
  heartbeatInterval: 25_000,
  heartbeatTimeout: 60_000,
} as const;
export const SEARCH_DEBOUNCE = 500;
export const SHARE_IMAGE = { width: 1200, height: 627 } as const;
export const MODAL_TRANSITION = { enter: 300, leave: 200 } as const;
export const SERVICE_DOWN_COUNTDOWN_SECONDS = 40;
export const RESERVATION_HOLD = 2 * 60 * 60_000;
export const INTERESTS_TO_SELECT = 5;
export const AUTH_REDIRECT_KEY = 'AUTH_REDIRECT';
export const TOAST_DEFAULTS = {
  autoClose: 5_000,
  position: 'top-right',
  theme: 'light',
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggablePercent: 80,
  hotKey: 'Alt+T',
} as const;
/** The special purple that always takes white text. */
export const SPECIAL_PURPLE = '#7b3fe4';
export const DARK_BACKGROUND = '#121212';
/**
 * The lightest surface text sits on in the dark theme (white at 10 % over DARK_BACKGROUND,
 * the raised cards and hovered rows): brand-coloured text is made readable against it.
 */
export const DARK_SURFACE_LIGHTEST = '#2a2a2a';
/** The page background of the light theme (Tailwind's gray-50, the body's in styles.css). */
export const LIGHT_BACKGROUND = '#f9fafb';
export const CONTRAST_BRIGHTNESS_THRESHOLD = 150;
