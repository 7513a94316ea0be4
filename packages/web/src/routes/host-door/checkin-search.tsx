import { useListingPasses } from '@convene/client';
import { displayName, type ListingPass } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { SearchEmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { DoorPass } from './use-door';

function PassRow({
  pass,
  onCheckIn,
  busy,
}: {
  pass: ListingPass;
  onCheckIn: (pass: DoorPass) => void;
  busy: boolean;
}) {
  const intl = useIntl();
  const name = displayName(pass.attendee.account);
  const canceled = pass.status === 'canceled';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{name}</p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {pass.ticket.name} ·{' '}
          {intl.formatMessage({ id: 'hostDoor.result.number' }, { number: pass.alternateId })}
          {pass.attendee.account.email ? ` · ${pass.attendee.account.email}` : ''}
        </p>
      </div>
      {canceled ? (
        <span className="font-semibold text-red-700 dark:text-red-300">
          {intl.formatMessage({ id: 'hostDoor.status.canceled' })}
        </span>
      ) : pass.usedAt ? (
        <span className="font-semibold text-green-800 dark:text-green-300">
          {intl.formatMessage({ id: 'hostDoor.pass.checkedIn' })}
        </span>
      ) : (
        <Button
          size="small"
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'hostDoor.search.checkInName' }, { name })}
          onClick={() =>
            onCheckIn({
              accountId: pass.attendee.accountId,
              passId: pass.id,
              number: pass.alternateId,
              name,
            })
          }
        >
          {intl.formatMessage({ id: 'hostDoor.pass.checkIn' })}
        </Button>
      )}
    </li>
  );
}

/** The fallback when a code will not scan: find the attendee by name or email. */
export function CheckInSearch({
  eventId,
  onCheckIn,
}: {
  eventId: string;
  onCheckIn: (pass: DoorPass) => Promise<void>;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const search = useDebouncedValue(text.trim(), 300);
  const passes = useListingPasses(search.length >= 2 ? eventId : '', { search, pageSize: 10 });
  const checkIn = (pass: DoorPass) => {
    setBusy(true);
    void onCheckIn(pass).finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="door-search" className="flex flex-col gap-3">
      <h2 id="door-search" className="text-lg font-bold">
        {intl.formatMessage({ id: 'hostDoor.search.title' })}
      </h2>
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'hostDoor.search.label' })}
        hint={intl.formatMessage({ id: 'hostDoor.search.hint' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {search.length < 2 ? null : passes.isPending ? (
        <ListSkeleton count={2} />
      ) : passes.items.length === 0 ? (
        <SearchEmptyState search={search} onClear={() => setText('')} />
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'hostDoor.search.results' })}
          className="divide-y divide-gray-200 dark:divide-white/10"
        >
          {passes.items.map((pass) => (
            <PassRow key={pass.id} pass={pass} onCheckIn={checkIn} busy={busy} />
          ))}
        </ul>
      )}
    </section>
  );
}
