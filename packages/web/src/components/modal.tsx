import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';

export interface ModalProps {
  open: boolean;
  /** Called when the user closes the modal (close button, Escape, overlay click). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  /** Overlay colour, any CSS colour (default translucent black). */
  overlayColor?: string;
  /** Restricts closing: no close button, Escape and overlay clicks do nothing. */
  restrictClose?: boolean;
  /** The element to focus on open (default: the first focusable one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Card width on larger screens. 'small' (confirmations) is also a sheet at the bottom of
   * a phone's screen, as tall as its content, instead of a full-screen page.
   */
  width?: 'small' | 'medium' | 'large';
  /** 'alertdialog' for a question that interrupts (confirmations). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The modal wrapper: full height and sliding up on small screens, a centred
 * card on larger ones; 300 ms in, 200 ms out (styles.css); focus is trapped inside and
 * returned to the opener on close (Radix dialog).
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  hideTitle = false,
  overlayColor = 'rgba(0, 0, 0, 0.55)',
  restrictClose = false,
  width = 'medium',
  initialFocusRef,
  role = 'dialog',
  children,
}: ModalProps) {
  const intl = useIntl();
  // Radix returns focus only to a Dialog.Trigger; remember whatever opened this modal instead.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [open]);
  const frame = {
    small:
      'inset-x-0 bottom-0 max-h-[90vh] rounded-t-2xl sm:inset-auto sm:w-[min(92vw,28rem)] sm:rounded-2xl',
    medium: 'inset-0 sm:inset-auto sm:max-h-[85vh] sm:w-[min(92vw,36rem)] sm:rounded-2xl',
    large: 'inset-0 sm:inset-auto sm:max-h-[85vh] sm:w-[min(92vw,48rem)] sm:rounded-2xl',
  }[width];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !restrictClose) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          className="convene-overlay fixed inset-0 z-40"
          style={{ backgroundColor: overlayColor }}
        />
        <Dialog.Content
          role={role}
          className={`convene-modal fixed z-50 flex flex-col overflow-hidden bg-white text-gray-900 shadow-2xl outline-none dark:bg-night-raised dark:text-gray-100 ${frame}`}
          onOpenAutoFocus={(event) => {
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (restrictClose) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (restrictClose) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (restrictClose) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-3 border-b border-gray-200 px-5 py-4 dark:border-white/10">
            <Dialog.Title className={hideTitle ? 'sr-only' : 'flex-1 text-lg font-semibold'}>
              {title}
            </Dialog.Title>
            {restrictClose ? null : (
              <Dialog.Close
                className="ml-auto rounded-full p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 dark:hover:bg-white/10"
                aria-label={intl.formatMessage({ id: 'common.close' })}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                  <path d="m5.3 4.2 4.7 4.7 4.7-4.7 1.1 1.1-4.7 4.7 4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1 4.7-4.7-4.7-4.7z" />
                </svg>
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className="px-5 pt-3 text-sm text-gray-600 dark:text-gray-300">
              {description}
            </Dialog.Description>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
