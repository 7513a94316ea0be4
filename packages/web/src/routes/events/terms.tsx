import { useOrganizationTerms } from '@convene/client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';

/** The organization's terms in a dialog (registering agrees to them). */
function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const terms = useOrganizationTerms();
  const page = terms.data;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={page?.title ?? intl.formatMessage({ id: 'events.terms.title' })}
      width="large"
    >
      {terms.isPending ? <Spinner size="small" /> : null}
      {page?.html ? (
        // The server keeps only a safe subset of html when the page is saved.
        <div
          className="space-y-3 text-gray-900 dark:text-gray-100 [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      ) : terms.isPending ? null : (
        <p>{intl.formatMessage({ id: 'events.terms.none' })}</p>
      )}
    </Modal>
  );
}

/**
 * The terms on a registration step: whether the organization has any (decision 0055), the
 * visitor's agreement, and `confirm()` — true when nothing is missing, else it shows the
 * error. `field` is the checkbox to render when `hasTerms`.
 */
export function useTermsAgreement(accepted: boolean) {
  const terms = useOrganizationTerms();
  const hasTerms = !!terms.data;
  const [agreed, setAgreed] = useState(accepted);
  const [error, setError] = useState(false);
  const confirm = () => {
    const missing = hasTerms && !agreed;
    setError(missing);
    return !missing;
  };
  const field = (
    <TermsAgreement
      checked={agreed}
      onChange={(value) => {
        setAgreed(value);
        if (value) setError(false);
      }}
      error={error}
    />
  );
  return { hasTerms, pending: terms.isPending, agreed, confirm, field };
}

/** "I agree to the terms", with the terms a click away; registration needs it. */
export function TermsAgreement({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3">
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={checked}
            onChange={(change) => onChange(change.target.checked)}
            aria-invalid={error || undefined}
            aria-describedby={error ? 'terms-error' : undefined}
            className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
            data-testid="terms"
          />
          {intl.formatMessage({ id: 'events.terms.agree' })}
        </label>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-h-11 font-semibold text-primary underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {intl.formatMessage({ id: 'events.terms.read' })}
        </button>
      </div>
      {error ? (
        <p
          id="terms-error"
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {intl.formatMessage({ id: 'events.terms.required' })}
        </p>
      ) : null}
      <TermsDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
