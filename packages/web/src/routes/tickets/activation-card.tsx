import { ApiError, useCompleteEventActivation } from '@convene/client';
import { ACTIVATION_MESSAGES, type Activation } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { RelativeTime } from '../../components/relative-time';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/catalogue';

/** The code answers in the page's language; anything else is toasted as the server said it. */
const CODE_PROBLEMS: Record<string, MessageId> = {
  [ACTIVATION_MESSAGES.invalidCode]: 'tickets.activations.invalidCode',
  [ACTIVATION_MESSAGES.enterCode]: 'tickets.activations.enterCode',
  [ACTIVATION_MESSAGES.notStarted]: 'tickets.activations.notStarted',
};

function problemOf(error: Error | null): MessageId | null {
  if (!(error instanceof ApiError)) return null;
  return CODE_PROBLEMS[error.message] ?? null;
}

/**
 * An activation: what to do, its points, done (with the points earned) or not, and
 * completing it for the chosen pass — with the code shown at the stall when it is protected.
 */
export function ActivationCard({
  eventId,
  passId,
  activation,
  now,
}: {
  eventId: string;
  passId: string;
  activation: Activation;
  now: number;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const complete = useCompleteEventActivation(eventId);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const done = activation.completions.find((completion) => completion.passId === passId);
  const opens = new Date(activation.startAfter).getTime();
  const open = opens <= now;
  const serverProblem = problemOf(complete.error);
  const problem: MessageId | null = empty ? 'tickets.activations.enterCode' : serverProblem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (activation.protected && trimmed === '') {
      complete.reset();
      setEmpty(true);
      return;
    }
    setEmpty(false);
    complete.mutate(
      { passId, activationId: activation.id, ...(activation.protected ? { code: trimmed } : {}) },
      feedback({
        success: 'tickets.activations.completed',
        values: { name: activation.name },
        onSuccess: () => setCode(''),
      }),
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{activation.name}</h3>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-medium dark:bg-white/10">
          {intl.formatMessage(
            { id: 'tickets.activations.points' },
            { points: activation.maxPoints },
          )}
        </span>
      </div>
      <p className="text-sm">{activation.shortDescription}</p>
      {done ? (
        <p className="font-medium text-green-800 dark:text-green-300">
          {intl.formatMessage({ id: 'tickets.activations.done' }, { points: done.earnedPoints })}
        </p>
      ) : !open ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'tickets.activations.opens' })}{' '}
          <RelativeTime date={activation.startAfter} />
        </p>
      ) : passId === '' ? null : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          {activation.protected ? (
            <TextField
              label={intl.formatMessage({ id: 'tickets.activations.code' })}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(event) => {
                setCode(event.target.value);
                setEmpty(false);
              }}
              error={problem ? intl.formatMessage({ id: problem }) : null}
              className="sm:flex-1"
            />
          ) : problem ? (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {intl.formatMessage({ id: problem })}
            </p>
          ) : null}
          <Button type="submit" variant="primary" loading={complete.isPending}>
            {intl.formatMessage({
              id: activation.protected
                ? 'tickets.activations.submit'
                : 'tickets.activations.markDone',
            })}
          </Button>
        </form>
      )}
    </Card>
  );
}
