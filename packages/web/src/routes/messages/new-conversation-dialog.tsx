import { flattenPages, useAccounts, useAddChatMember, useCreateChatChannel } from '@convene/client';
import {
  CHAT_CHANNEL_NAME_MAX,
  displayName,
  SEARCH_DEBOUNCE,
  type BaseAccount,
} from '@convene/contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../../app/current-account';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Avatar } from '../../components/social/avatar';
import { useLocale } from '../../i18n/locale-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * The member picker: search the organization's members, tick one or several, then start
 * the conversation (a 1:1 with someone I already talk to opens that one) or, with
 * `channelId`, add them to it. Members already in it (`exclude`) are not offered.
 */
export function NewConversationDialog({
  open,
  onClose,
  channelId,
  exclude = [],
}: {
  open: boolean;
  onClose: () => void;
  channelId?: string;
  exclude?: string[];
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: channelId ? 'messages.add.title' : 'messages.new.title' })}
    >
      {open ? <Picker onClose={onClose} channelId={channelId} exclude={exclude} /> : null}
    </Modal>
  );
}

function Picker({
  onClose,
  channelId,
  exclude,
}: {
  onClose: () => void;
  channelId?: string;
  exclude: string[];
}) {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const self = useCurrentAccount();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<BaseAccount[]>([]);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);
  const accounts = useAccounts({ pageSize: 20, ...(debounced ? { search: debounced } : {}) });
  const create = useCreateChatChannel();
  const add = useAddChatMember(channelId ?? '');
  const [adding, setAdding] = useState(false);
  const hidden = new Set([...exclude, ...(self ? [self.id] : [])]);
  const results = flattenPages(accounts.data).filter((account) => !hidden.has(account.id));
  const isChosen = (account: BaseAccount) => chosen.some((item) => item.id === account.id);
  const toggle = (account: BaseAccount) =>
    setChosen((current) =>
      isChosen(account) ? current.filter((item) => item.id !== account.id) : [...current, account],
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    if (channelId) {
      setAdding(true);
      try {
        for (const account of chosen) await add.mutateAsync(account.id);
        onClose();
      } finally {
        setAdding(false);
      }
      return;
    }
    create.mutate(
      {
        accountIds: chosen.map((account) => account.id),
        ...(chosen.length > 1 && name.trim() ? { name: name.trim() } : {}),
      },
      {
        onSuccess: (member) => {
          onClose();
          void navigate(localize(`/messages/${member.channelId}`));
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-semibold">
          {intl.formatMessage({ id: 'messages.new.search' })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          autoFocus
          onChange={(event) => setSearch(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
        />
      </div>
      {chosen.length > 0 ? (
        <div>
          <p className="mb-1 text-sm font-semibold" id={`${id}-chosen`}>
            {intl.formatMessage({ id: 'messages.new.chosen' }, { count: chosen.length })}
          </p>
          <ul aria-labelledby={`${id}-chosen`} className="flex flex-wrap gap-2">
            {chosen.map((account) => (
              <li key={account.id}>
                <button
                  type="button"
                  onClick={() => toggle(account)}
                  aria-label={intl.formatMessage(
                    { id: 'messages.new.remove' },
                    { name: displayName(account) },
                  )}
                  className="flex min-h-9 items-center gap-1 rounded-full bg-primary/10 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary dark:bg-white/10"
                >
                  {displayName(account)} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset>
        <legend className="sr-only">{intl.formatMessage({ id: 'messages.new.members' })}</legend>
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" data-testid="member-picker">
          {results.map((account) => (
            <li key={account.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-100 focus-within:outline-2 focus-within:outline-primary dark:hover:bg-white/5">
                <input
                  type="checkbox"
                  checked={isChosen(account)}
                  onChange={() => toggle(account)}
                  className="h-5 w-5 accent-primary"
                />
                <Avatar account={account} size="small" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{displayName(account)}</span>
                  <span className="truncate text-sm text-gray-600 dark:text-gray-400">
                    @{account.username}
                  </span>
                </span>
              </label>
            </li>
          ))}
          {!accounts.isPending && results.length === 0 ? (
            <li className="px-2 py-4 text-sm text-gray-600 dark:text-gray-300">
              {intl.formatMessage({ id: 'messages.new.none' })}
            </li>
          ) : null}
        </ul>
      </fieldset>
      {!channelId && chosen.length > 1 ? (
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-semibold">
            {intl.formatMessage({ id: 'messages.new.name' })}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={CHAT_CHANNEL_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="white" onClick={onClose}>
          {intl.formatMessage({ id: 'messages.cancel' })}
        </Button>
        <Button
          type="submit"
          disabled={chosen.length === 0}
          loading={create.isPending || adding}
          data-testid="start-conversation"
        >
          {intl.formatMessage({ id: channelId ? 'messages.add.submit' : 'messages.new.submit' })}
        </Button>
      </div>
    </form>
  );
}
