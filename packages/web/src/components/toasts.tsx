import { TOAST_DEFAULTS } from '@convene/contract';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

// react-toastify loads after hydration, outside the first script: toasts are never part of
// the server's HTML, and a toast asked for before the container mounts waits in its queue.
const loadToastify = () => import('react-toastify');
const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/** The toast container with its defaults (auto-close 5 s, top-right, light, Alt+T). */
export function Toasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        autoClose={TOAST_DEFAULTS.autoClose}
        position={TOAST_DEFAULTS.position}
        theme={TOAST_DEFAULTS.theme}
        pauseOnHover={TOAST_DEFAULTS.pauseOnHover}
        pauseOnFocusLoss={TOAST_DEFAULTS.pauseOnFocusLoss}
        draggablePercent={TOAST_DEFAULTS.draggablePercent}
        hotKeys={(event) => event.altKey && event.code === 'KeyT'}
        // Below the app's sticky header (and its bell), not over it: app/layout.tsx sets the height.
        style={{ top: 'calc(var(--app-header-bottom, 0px) + 0.5rem)' }}
      />
    </Suspense>
  );
}

/** A mutation error: top-center with the derived message. */
export function showErrorToast(message: string): void {
  void loadToastify().then(({ toast }) => toast.error(message, { position: 'top-center' }));
}

export function showSuccessToast(message: string): void {
  void loadToastify().then(({ toast }) => toast.success(message));
}
