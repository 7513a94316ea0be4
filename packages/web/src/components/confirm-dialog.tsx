/**
 * ConfirmDialog — asks before an action that matters (block, delete, change a role, report).
 *
 *   const [open, setOpen] = useState(false);
 *   <Button variant="danger" onClick={() => setOpen(true)}>Delete</Button>
 *   <ConfirmDialog
 *     open={open}
 *     destructive
 *     title="Delete this post?"
 *     body="This cannot be undone."
 *     confirmLabel="Delete"
 *     loading={remove.isPending}
 *     onCancel={() => setOpen(false)}
 *     onConfirm={() => remove.mutate(id, { onSettled: () => setOpen(false) })}
 *   />
 *
 * Built on `Modal` (Radix: an alertdialog named by the title and described by the body;
 * focus trapped, returned to the opener; Escape and the overlay cancel). Enter confirms, except on the Cancel button and in the details box. Focus starts
 * on the safe choice: Cancel when `destructive` (red confirm button), the first reason when
 * `reasons` are given (the reason picker: the confirm button waits for a choice and
 * `onConfirm` receives `{ reason, details }`), else the confirm button.
 */
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';

// The dialog (and Radix with it) loads when it first opens: pages that offer a confirmation
// hydrate without it.
const Modal = lazy(async () => ({ default: (await import('./modal')).Modal }));

export interface ConfirmReason {
  /** What `onConfirm` receives (a stable key, e.g. 'spam'). */
  value: string;
  label: string;
}

export interface ConfirmChoice {
  reason?: string;
  /** What the person typed in the details box (trimmed), when there is one and it is not empty. */
  details?: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body?: ReactNode;
  confirmLabel: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** A red confirm button, and focus starts on Cancel. */
  destructive?: boolean;
  /** The confirm button shows a spinner (the action is running); the dialog stays open. */
  loading?: boolean;
  /** The reason picker variant: one must be chosen before confirming. */
  reasons?: readonly ConfirmReason[];
  /** With `reasons`: a label for an optional free-text box under them. */
  detailsLabel?: string;
  onConfirm: (choice: ConfirmChoice) => void;
  /** Cancel, Escape, the close button or a click outside. */
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, body, onCancel, ...rest }: ConfirmDialogProps) {
  const initialFocus = useRef<HTMLElement | null>(null);
  // Mounted from its first opening on (kept afterwards for its closing focus return).
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open={open}
        onClose={onCancel}
        title={title}
        description={body}
        width="small"
        role="alertdialog"
        initialFocusRef={initialFocus}
      >
        {/* Mounted only while open: every opening starts without a reason. */}
        <ConfirmForm {...rest} onCancel={onCancel} initialFocus={initialFocus} />
      </Modal>
    </Suspense>
  );
}

function ConfirmForm({
  confirmLabel,
  cancelLabel,
  destructive = false,
  loading = false,
  reasons,
  detailsLabel,
  onConfirm,
  onCancel,
  initialFocus,
}: Omit<ConfirmDialogProps, 'open' | 'title' | 'body'> & {
  initialFocus: { current: HTMLElement | null };
}) {
  const intl = useIntl();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const needsReason = Boolean(reasons?.length);
  const ready = !needsReason || reason !== null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // React's events bubble through the portal: a form around the dialog's opener (a
    // builder's) must not be submitted by confirming.
    event?.stopPropagation();
    if (!ready || loading) return;
    const text = details.trim();
    onConfirm({ ...(reason ? { reason } : {}), ...(text ? { details: text } : {}) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target === cancel.current || target.tagName === 'TEXTAREA') return;
    event.preventDefault();
    submit();
  };
  const focusRef = (element: HTMLElement | null, kind: 'cancel' | 'reason' | 'confirm') => {
    const wanted = destructive ? 'cancel' : needsReason ? 'reason' : 'confirm';
    if (kind === wanted && element) initialFocus.current = element;
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} className="flex flex-col gap-4">
      {needsReason ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
            {intl.formatMessage({ id: 'ui.confirm.reason' })}
          </legend>
          {reasons!.map((option, index) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-50 has-[:checked]:bg-primary/10 dark:hover:bg-white/5"
            >
              <input
                ref={index === 0 ? (element) => focusRef(element, 'reason') : undefined}
                type="radio"
                name={`${id}-reason`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {needsReason && detailsLabel ? (
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={`${id}-details`}
            className="text-sm font-medium text-gray-800 dark:text-gray-200"
          >
            {detailsLabel}
          </label>
          <textarea
            id={`${id}-details`}
            value={details}
            maxLength={900}
            rows={2}
            onChange={(event) => setDetails(event.target.value)}
            className="w-full resize-y rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          ref={(element) => {
            cancel.current = element;
            focusRef(element, 'cancel');
          }}
          variant="white"
          onClick={onCancel}
        >
          {cancelLabel ?? intl.formatMessage({ id: 'ui.confirm.cancel' })}
        </Button>
        <Button
          ref={(element) => focusRef(element, 'confirm')}
          type="submit"
          variant={destructive ? 'danger' : 'primary'}
          disabled={!ready}
          loading={loading}
          data-testid="confirm-dialog-confirm"
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
