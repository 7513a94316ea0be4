import {
  useChannels,
  useClearTierLock,
  useDeleteTier,
  useManagedTiers,
  useSaveTier,
  useSetTierLock,
  useTierLocks,
} from '@convene/client';
import { TIER_RESOURCE_TYPES, type AccountTier, type TierResourceType } from '@convene/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { CheckField, SelectField } from '../../components/form-fields';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';

/** Checkboxes of the organization's tiers. */
export function TierChoices({
  legend,
  tiers,
  value,
  onChange,
}: {
  legend: string;
  tiers: readonly AccountTier[];
  value: readonly string[];
  onChange: (tierIds: string[]) => void;
}) {
  if (!tiers.length) return null;
  return (
    <fieldset className="flex flex-col">
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      {tiers.map((tier) => (
        <CheckField
          key={tier.id}
          label={tier.name}
          checked={value.includes(tier.id)}
          onChange={(checked) =>
            onChange(checked ? [...value, tier.id] : value.filter((id) => id !== tier.id))
          }
        />
      ))}
    </fieldset>
  );
}

/** A row of a list with its actions, stacked on a phone. */
export function AdminRow({
  title,
  detail,
  children,
}: {
  title: string;
  detail?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <span className="min-w-0">
        <span className="block font-medium">{title}</span>
        {detail ? (
          <span className="block text-sm text-gray-700 dark:text-gray-300">{detail}</span>
        ) : null}
      </span>
      <span className="flex flex-wrap gap-2">{children}</span>
    </li>
  );
}

export const LIST = 'flex flex-col divide-y divide-gray-200 dark:divide-white/10';

/**
 * A tab of the memberships admin: the form that adds one, in a card, then what there is
 * (skeletons while it loads, `emptyTitle` when there is nothing, else `children(items)`).
 */
export function AdminTab<T>({
  onSubmit,
  saving,
  submitLabel,
  stacked = false,
  fields,
  list,
  emptyTitle,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  submitLabel: string;
  /** The fields in a column, the button under them; else side by side from `sm` on. */
  stacked?: boolean;
  fields: ReactNode;
  list: { isPending: boolean; items: readonly T[] };
  emptyTitle: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-4 sm:p-5">
        <form
          className={
            stacked ? 'flex flex-col gap-3' : 'flex flex-col gap-3 sm:flex-row sm:items-end'
          }
          onSubmit={onSubmit}
        >
          {fields}
          <Button type="submit" loading={saving} className={stacked ? 'self-start' : undefined}>
            {submitLabel}
          </Button>
        </form>
      </Card>
      {list.isPending ? (
        <ListSkeleton count={2} />
      ) : list.items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        children(list.items)
      )}
    </div>
  );
}

export function TiersTab() {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const tiers = useManagedTiers();
  const save = useSaveTier();
  const remove = useDeleteTier();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { body: { name } },
      feedback({ success: 'memberships.admin.saved', onSuccess: () => setName('') }),
    );
  };
  return (
    <AdminTab
      onSubmit={submit}
      saving={save.isPending}
      submitLabel={intl.formatMessage({ id: 'memberships.admin.tier.add' })}
      fields={
        <TextField
          className="sm:flex-1"
          label={intl.formatMessage({ id: 'memberships.admin.tier.name' })}
          value={name}
          required
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
        />
      }
      list={tiers}
      emptyTitle={intl.formatMessage({ id: 'memberships.admin.tier.empty' })}
    >
      {(items) => (
        <ul className={LIST}>
          {items.map((tier) => (
            <AdminRow key={tier.id} title={tier.name} detail={tier.slug}>
              <Button
                variant="danger"
                onClick={() =>
                  remove.mutate(
                    tier.id,
                    feedback({ success: 'memberships.admin.deleted', values: { name: tier.name } }),
                  )
                }
              >
                {intl.formatMessage({ id: 'memberships.admin.delete' }, { name: tier.name })}
              </Button>
            </AdminRow>
          ))}
        </ul>
      )}
    </AdminTab>
  );
}

/** The resource to lock: a channel from the list, another type by its id (a module by name). */
function ResourcePicker({
  type,
  value,
  onChange,
}: {
  type: TierResourceType;
  value: string;
  onChange: (resourceId: string) => void;
}) {
  const intl = useIntl();
  const channels = useChannels({ pageSize: 100 });
  if (type === 'channel') {
    return (
      <SelectField
        label={intl.formatMessage({ id: 'memberships.admin.lock.channel' })}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'memberships.admin.lock.choose' })}</option>
        {channels.items.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.name}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      label={intl.formatMessage({ id: `memberships.admin.lock.id.${type}` })}
      value={value}
      required
      onChange={(event) => onChange(event.target.value.trim())}
    />
  );
}

export function LocksTab() {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const locks = useTierLocks();
  const tiers = useManagedTiers();
  const set = useSetTierLock();
  const clear = useClearTierLock();
  const [type, setType] = useState<TierResourceType>('channel');
  const [resourceId, setResourceId] = useState('');
  const [tierIds, setTierIds] = useState<string[]>([]);
  const [anySubscription, setAnySubscription] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate(
      { type, resourceId, body: anySubscription ? { anySubscription } : { tierIds } },
      feedback({
        success: 'memberships.admin.locked',
        onSuccess: () => {
          setResourceId('');
          setTierIds([]);
        },
      }),
    );
  };
  return (
    <AdminTab
      onSubmit={submit}
      saving={set.isPending}
      submitLabel={intl.formatMessage({ id: 'memberships.admin.lock.save' })}
      stacked
      fields={
        <>
          <SelectField
            label={intl.formatMessage({ id: 'memberships.admin.lock.type' })}
            value={type}
            onChange={(event) => {
              setType(event.target.value as TierResourceType);
              setResourceId('');
            }}
          >
            {TIER_RESOURCE_TYPES.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage({ id: `memberships.admin.lock.type.${each}` })}
              </option>
            ))}
          </SelectField>
          <ResourcePicker type={type} value={resourceId} onChange={setResourceId} />
          {anySubscription ? null : (
            <TierChoices
              legend={intl.formatMessage({ id: 'memberships.admin.lock.tiers' })}
              tiers={tiers.items}
              value={tierIds}
              onChange={setTierIds}
            />
          )}
          <CheckField
            label={intl.formatMessage({ id: 'memberships.admin.lock.any' })}
            checked={anySubscription}
            onChange={setAnySubscription}
          />
        </>
      }
      list={locks}
      emptyTitle={intl.formatMessage({ id: 'memberships.admin.lock.empty' })}
    >
      {(items) => (
        <ul className={LIST}>
          {items.map((lock) => (
            <AdminRow
              key={`${lock.type}-${lock.resourceId}`}
              title={`${intl.formatMessage({ id: `memberships.admin.lock.type.${lock.type}` })} · ${lock.name}`}
              detail={
                lock.anySubscription
                  ? intl.formatMessage({ id: 'memberships.admin.lock.any' })
                  : lock.tiers.map((tier) => tier.name).join(', ')
              }
            >
              <Button
                variant="secondary"
                onClick={() =>
                  clear.mutate(
                    { type: lock.type, resourceId: lock.resourceId },
                    feedback({
                      success: 'memberships.admin.unlocked',
                      values: { name: lock.name },
                    }),
                  )
                }
              >
                {intl.formatMessage({ id: 'memberships.admin.lock.clear' }, { name: lock.name })}
              </Button>
            </AdminRow>
          ))}
        </ul>
      )}
    </AdminTab>
  );
}
