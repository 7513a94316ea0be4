import { TOAST_DEFAULTS } from '@convene/contract';
import { toast, ToastContainer } from 'react-toastify';

/** The toast container with spec §9's defaults (auto-close 5 s, top-right, light, Alt+T). */
export function Toasts() {
  return (
    <ToastContainer
      autoClose={TOAST_DEFAULTS.autoClose}
      position={TOAST_DEFAULTS.position}
      theme={TOAST_DEFAULTS.theme}
      pauseOnHover={TOAST_DEFAULTS.pauseOnHover}
      pauseOnFocusLoss={TOAST_DEFAULTS.pauseOnFocusLoss}
      draggablePercent={TOAST_DEFAULTS.draggablePercent}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />
  );
}

/** A mutation error: top-center with the derived message (spec §8). */
export function showErrorToast(message: string): void {
  toast.error(message, { position: 'top-center' });
}

export function showSuccessToast(message: string): void {
  toast.success(message);
}
