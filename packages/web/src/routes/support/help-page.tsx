import { ApiError, useCreateSupportTicket } from '@convene/client';
import {
  SUPPORT_TICKET_TYPES,
  type SupportTicket,
  type SupportTicketType,
} from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/viewer';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { SelectField, TextAreaField } from '../../components/form-fields';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { fieldErrorsOf } from '../../lib/field-errors';

const NO_WRAPPERS = new Set<string>();

/**
 * /support — the help centre: a question, a bug or feedback, sent with an email to answer
 * (a signed-in member's own, filled in). A field people never see catches robots.
 */
export function HelpPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const create = useCreateSupportTicket();
  const selfEmail = viewer.state === 'signed-in' ? (viewer.self.email ?? '') : '';
  const [type, setType] = useState<SupportTicketType>('support');
  const [email, setEmail] = useState<string | null>(null);
  const [request, setRequest] = useState('');
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<SupportTicket | null>(null);
  const errors = fieldErrorsOf(create.error, NO_WRAPPERS);
  const emailValue = email ?? selfEmail;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ticket = await create
      .mutateAsync({ type, email: emailValue, request, ...(website ? { website } : {}) })
      .catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      });
    if (ticket) setSent(ticket);
  };

  if (sent) {
    return (
      <Page title={intl.formatMessage({ id: 'support.title' })} width="narrow">
        <Card className="flex flex-col gap-3 p-6" data-testid="ticket-sent">
          <h2 className="text-xl font-semibold">
            {intl.formatMessage({ id: 'support.sent.title' })}
          </h2>
          <p>{intl.formatMessage({ id: 'support.sent.body' }, { email: sent.email })}</p>
          <div className="flex flex-wrap gap-3">
            {viewer.state === 'signed-in' ? (
              <Link
                to="/support/tickets"
                className="inline-flex min-h-11 items-center font-medium underline"
              >
                {intl.formatMessage({ id: 'support.mine.title' })}
              </Link>
            ) : null}
            <Button
              variant="secondary"
              onClick={() => {
                setSent(null);
                setRequest('');
                create.reset();
              }}
            >
              {intl.formatMessage({ id: 'support.sent.another' })}
            </Button>
          </div>
        </Card>
      </Page>
    );
  }

  return (
    <Page
      title={intl.formatMessage({ id: 'support.title' })}
      width="narrow"
      actions={
        viewer.state === 'signed-in' ? (
          <Link
            to="/support/tickets"
            className="inline-flex min-h-11 items-center font-medium underline"
          >
            {intl.formatMessage({ id: 'support.mine.title' })}
          </Link>
        ) : undefined
      }
    >
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'support.intro' })}
      </p>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <SelectField
          label={intl.formatMessage({ id: 'support.type' })}
          value={type}
          error={errors.get('type')}
          onChange={(change) => setType(change.target.value as SupportTicketType)}
        >
          {SUPPORT_TICKET_TYPES.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `support.type.${option}` })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={intl.formatMessage({ id: 'support.email' })}
          type="email"
          autoComplete="email"
          required
          value={emailValue}
          error={errors.get('email')}
          onChange={(change) => setEmail(change.target.value)}
        />
        <TextAreaField
          label={intl.formatMessage({ id: 'support.request' })}
          rows={6}
          required
          value={request}
          error={errors.get('request')}
          onChange={(change) => setRequest(change.target.value)}
        />
        {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {intl.formatMessage({ id: 'support.website' })}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(change) => setWebsite(change.target.value)}
            />
          </label>
        </div>
        <div>
          <Button type="submit" loading={create.isPending}>
            {intl.formatMessage({ id: 'support.send' })}
          </Button>
        </div>
      </form>
    </Page>
  );
}
