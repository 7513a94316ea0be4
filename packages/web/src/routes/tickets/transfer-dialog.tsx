import { useTransferAccounts, useTransferPass } from '@convene/client';
import { displayName, SEARCH_DEBOUNCE, type BaseAccount } from '@convene/contract';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { useLocale } from '../../i18n/locale-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The members who may receive the pass, searched by name or email as the person types (debounced). */
function Receivers({
  eventId,
  passId,
  onPick,
}: {
  eventId: string;
  passId: string;
  onPick: (account: BaseAccount) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);
  const accounts = useTransferAccounts(eventId, passId, debounced);
  const found = accounts.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={`${id}-search`} className="text-sm font-medium">
        {intl.formatMessage({ id: 'tickets.transfer.search' })}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'tickets.transfer.placeholder' })}
        className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
      />
      {accounts.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : found.length === 0 ? (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-300">
          {debounced
            ? intl.formatMessage({ id: 'tickets.transfer.none' }, { search: debounced })
            : intl.formatMessage({ id: 'tickets.transfer.prompt' })}
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'tickets.transfer.results' })}
          className="flex max-h-72 flex-col overflow-y-auto"
        >
          {found.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                onClick={() => onPick(account)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
              >
                <span className="font-medium">{displayName(account)}</span>
                <span className="text-sm text-gray-600 dark:text-gray-300">
                  @{account.username}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Transfer: search a member, pick one, confirm. On success the pass is no longer the
 * account's, so the page goes back to the list of tickets.
 */
export function TransferButton({ eventId, passId }: { eventId: string; passId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const feedback = useActionFeedback();
  const transfer = useTransferPass(eventId, passId);
  const [searching, setSearching] = useState(false);
  const [receiver, setReceiver] = useState<BaseAccount | null>(null);
  const name = receiver ? displayName(receiver) : '';
  return (
    <>
      <Button variant="secondary" onClick={() => setSearching(true)}>
        {intl.formatMessage({ id: 'tickets.transfer.open' })}
      </Button>
      <Modal
        open={searching}
        onClose={() => setSearching(false)}
        title={intl.formatMessage({ id: 'tickets.transfer.title' })}
        width="small"
      >
        {searching ? (
          <Receivers
            eventId={eventId}
            passId={passId}
            onPick={(account) => {
              setSearching(false);
              setReceiver(account);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={receiver !== null}
        title={intl.formatMessage({ id: 'tickets.transfer.confirm.title' }, { name })}
        body={intl.formatMessage({ id: 'tickets.transfer.confirm.body' }, { name })}
        confirmLabel={intl.formatMessage({ id: 'tickets.transfer.confirm' })}
        loading={transfer.isPending}
        onCancel={() => setReceiver(null)}
        onConfirm={() => {
          if (!receiver) return;
          transfer.mutate(
            { receiverId: receiver.id },
            feedback({
              success: 'tickets.transfer.done',
              values: { name },
              onSuccess: () => void navigate(localize('/tickets')),
            }),
          );
        }}
      />
    </>
  );
}
