import type { CheckInOutcome, ListingPass } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import type { MessageId } from '../../i18n/catalogue';

/** What the door shows after a scan, a code or a name: the server's answer, or why not. */
export type DoorResult =
  | {
      kind: 'answer';
      outcome: CheckInOutcome;
      name: string | null;
      passType: string | null;
      pass: ListingPass | null;
    }
  /** The code is not a pass of this community (or the server refused it otherwise). */
  | { kind: 'invalid' }
  /** Offline: kept to send when the connection is back (`again`: it was already waiting). */
  | { kind: 'queued'; key: string; number: number | null; name: string | null; again: boolean }
  /** Offline, and the code names another event: refused at once. */
  | { kind: 'otherEventOffline'; number: number | null }
  | { kind: 'undone'; name: string | null; passType: string | null };

/** Whether a result can be undone from the door. */
export function canUndo(result: DoorResult): boolean {
  if (result.kind === 'queued') return !result.again;
  return (
    result.kind === 'answer' &&
    result.pass !== null &&
    (result.outcome === 'checkedIn' || result.outcome === 'alreadyCheckedIn')
  );
}

type Tone = 'good' | 'warn' | 'bad' | 'info';

const TONES: Record<Tone, string> = {
  good: 'border-green-700 bg-green-50 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50',
  warn: 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  bad: 'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  info: 'border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50',
};

const ICONS: Record<Tone, string> = {
  good: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  warn: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  bad: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 15h-2v-6h2zm0-8h-2V7h2z',
};

const OUTCOMES: Record<CheckInOutcome, { tone: Tone; title: MessageId }> = {
  checkedIn: { tone: 'good', title: 'hostDoor.result.checkedIn' },
  alreadyCheckedIn: { tone: 'warn', title: 'hostDoor.result.alreadyCheckedIn' },
  canceled: { tone: 'bad', title: 'hostDoor.result.canceled' },
  otherEvent: { tone: 'bad', title: 'hostDoor.result.otherEvent' },
};

function describe(result: DoorResult): { tone: Tone; title: MessageId } {
  switch (result.kind) {
    case 'answer':
      return OUTCOMES[result.outcome];
    case 'invalid':
      return { tone: 'bad', title: 'hostDoor.result.invalid' };
    case 'queued':
      return result.again
        ? { tone: 'warn', title: 'hostDoor.result.queuedAgain' }
        : { tone: 'info', title: 'hostDoor.result.queued' };
    case 'otherEventOffline':
      return { tone: 'bad', title: 'hostDoor.result.otherEvent' };
    case 'undone':
      return { tone: 'info', title: 'hostDoor.result.undone' };
  }
}

/** The line under the title: when it was checked in, why it was refused, what happens next. */
function Detail({ result }: { result: DoorResult }) {
  const intl = useIntl();
  if (result.kind === 'answer' && result.outcome === 'alreadyCheckedIn' && result.pass?.usedAt)
    return intl.formatMessage(
      { id: 'hostDoor.result.alreadyCheckedIn.at' },
      { time: intl.formatTime(result.pass.usedAt, { hour: 'numeric', minute: '2-digit' }) },
    );
  if (result.kind === 'answer' && result.outcome === 'canceled')
    return intl.formatMessage({ id: 'hostDoor.result.canceled.body' });
  if (result.kind === 'answer' && result.outcome === 'otherEvent')
    return intl.formatMessage({ id: 'hostDoor.result.otherEvent.body' });
  if (result.kind === 'otherEventOffline')
    return intl.formatMessage({ id: 'hostDoor.result.otherEvent.body' });
  if (result.kind === 'invalid') return intl.formatMessage({ id: 'hostDoor.result.invalid.body' });
  if (result.kind === 'queued') return intl.formatMessage({ id: 'hostDoor.result.queued.body' });
  return null;
}

function nameOf(result: DoorResult): string | null {
  if (result.kind === 'answer' || result.kind === 'undone' || result.kind === 'queued')
    return result.name;
  return null;
}

/** What the person at the door needs within a blink: a colour, a word, the name and pass type. */
export function CheckInResultView({
  result,
  undoing = false,
  onUndo,
  compact = false,
}: {
  result: DoorResult;
  /** Smaller, for the log of earlier results. */
  compact?: boolean;
  undoing?: boolean;
  /** Given: an Undo button (a check-in that was made or queued). */
  onUndo?: () => void;
}) {
  const intl = useIntl();
  const { tone, title } = describe(result);
  const name = nameOf(result);
  const passType = result.kind === 'answer' || result.kind === 'undone' ? result.passType : null;
  const number =
    result.kind === 'queued' || result.kind === 'otherEventOffline'
      ? result.number
      : result.kind === 'answer'
        ? (result.pass?.alternateId ?? null)
        : null;
  const detail = <Detail result={result} />;
  return (
    <div
      data-testid={compact ? 'checkin-earlier' : 'checkin-result'}
      data-tone={tone}
      className={`flex flex-col rounded-2xl ${compact ? 'gap-1 border-2 p-3' : 'gap-2 border-4 p-4 sm:p-6'} ${TONES[tone]}`}
    >
      <p
        className={`flex items-center gap-3 font-extrabold ${compact ? 'text-base' : 'text-2xl sm:text-4xl'}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`shrink-0 ${compact ? 'h-5 w-5' : 'h-10 w-10'}`}
          fill="currentColor"
        >
          <path d={ICONS[tone]} />
        </svg>
        <span>{intl.formatMessage({ id: title })}</span>
      </p>
      {name ? (
        <p className={`font-bold break-words ${compact ? 'text-base' : 'text-3xl sm:text-5xl'}`}>
          {name}
        </p>
      ) : null}
      {passType || number !== null ? (
        <p className={`font-semibold ${compact ? 'text-sm' : 'text-xl'}`}>
          {[
            passType,
            number !== null
              ? intl.formatMessage({ id: 'hostDoor.result.number' }, { number })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <p className={compact ? 'text-sm' : 'text-lg'}>{detail}</p>
      {onUndo ? (
        <div>
          <Button variant="white" loading={undoing} onClick={onUndo}>
            {intl.formatMessage({ id: 'hostDoor.result.undo' })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
