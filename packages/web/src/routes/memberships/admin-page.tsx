import {
  useCreatePrice,
  useDeletePrice,
  useDeleteProduct,
  useManagedProducts,
  useManagedTiers,
  useSaveProduct,
  useUpdatePrice,
} from '@convene/client';
import type { AccountTier, ManagedProduct, PriceInterval } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { CheckField, SelectField, TextAreaField } from '../../components/form-fields';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { TabPanel, Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import { useActionFeedback } from '../../components/action-feedback';
import { useTabParam } from '../../components/use-tab-param';
import { LevelsTab } from './admin-levels';
import { LocksTab, TierChoices, TiersTab } from './admin-tabs';
import { priceText } from './price-text';

const TABS = ['plans', 'tiers', 'locks', 'levels'] as const;
const INTERVALS: readonly PriceInterval[] = ['day', 'week', 'month', 'year'];

/** A plan's fields: new, or an existing one changed (the whole plan is sent). */
function PlanForm({
  product,
  tiers,
  onDone,
}: {
  product?: ManagedProduct;
  tiers: readonly AccountTier[];
  onDone: () => void;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const save = useSaveProduct();
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [features, setFeatures] = useState(product?.features.join('\n') ?? '');
  const [active, setActive] = useState(product?.active ?? true);
  const [tierIds, setTierIds] = useState<string[]>(product?.tiers.map((tier) => tier.id) ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        productId: product?.id,
        body: {
          name,
          description: description.trim() || null,
          features: features
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
          active,
          featured: product?.featured ?? false,
          sortOrder: product?.sortOrder ?? 0,
          lapseTo: product?.lapseTo ?? 'unpaid',
          tierIds,
        },
      },
      feedback({ success: 'memberships.admin.saved', onSuccess: onDone }),
    );
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <TextField
        label={intl.formatMessage({ id: 'memberships.admin.plan.name' })}
        value={name}
        required
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'memberships.admin.plan.description' })}
        value={description}
        rows={2}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'memberships.admin.plan.features' })}
        hint={intl.formatMessage({ id: 'memberships.admin.plan.featuresHint' })}
        value={features}
        rows={3}
        onChange={(event) => setFeatures(event.target.value)}
      />
      <TierChoices
        legend={intl.formatMessage({ id: 'memberships.admin.plan.tiers' })}
        tiers={tiers}
        value={tierIds}
        onChange={setTierIds}
      />
      <CheckField
        label={intl.formatMessage({ id: 'memberships.admin.plan.active' })}
        checked={active}
        onChange={setActive}
      />
      <Button type="submit" loading={save.isPending} className="self-start">
        {intl.formatMessage({ id: 'memberships.admin.save' })}
      </Button>
    </form>
  );
}

/** A new price: an amount in the currency's units, every day, week, month or year. */
function PriceForm({ productId }: { productId: string }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const create = useCreatePrice();
  const [amount, setAmount] = useState('');
  const [interval, setInterval] = useState<PriceInterval>('month');
  const [trialDays, setTrialDays] = useState('0');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        productId,
        body: {
          amount: Math.round(Number(amount) * 100),
          interval,
          trialDays: Number(trialDays) || 0,
        },
      },
      feedback({ success: 'memberships.admin.priceAdded', onSuccess: () => setAmount('') }),
    );
  };
  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" onSubmit={submit}>
      <TextField
        label={intl.formatMessage({ id: 'memberships.admin.price.amount' })}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <SelectField
        label={intl.formatMessage({ id: 'memberships.admin.price.interval' })}
        value={interval}
        onChange={(event) => setInterval(event.target.value as PriceInterval)}
      >
        {INTERVALS.map((each) => (
          <option key={each} value={each}>
            {intl.formatMessage({ id: `memberships.admin.interval.${each}` })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={intl.formatMessage({ id: 'memberships.admin.price.trialDays' })}
        type="number"
        min={0}
        max={730}
        value={trialDays}
        onChange={(event) => setTrialDays(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={create.isPending}>
        {intl.formatMessage({ id: 'memberships.admin.price.add' })}
      </Button>
    </form>
  );
}

function PlanAdminCard({
  product,
  tiers,
}: {
  product: ManagedProduct;
  tiers: readonly AccountTier[];
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteProduct();
  const removePrice = useDeletePrice();
  const updatePrice = useUpdatePrice();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="admin-plan">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {product.name}{' '}
          {product.active ? null : (
            <span className="ml-1 rounded bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800 dark:bg-white/10 dark:text-gray-200">
              {intl.formatMessage({ id: 'memberships.admin.archived' })}
            </span>
          )}
        </h3>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing(!editing)} aria-expanded={editing}>
            {intl.formatMessage({ id: 'memberships.admin.edit' }, { name: product.name })}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                product.id,
                feedback({ success: 'memberships.admin.deleted', values: { name: product.name } }),
              )
            }
          >
            {intl.formatMessage({ id: 'memberships.admin.delete' }, { name: product.name })}
          </Button>
        </div>
      </div>
      {editing ? (
        <PlanForm product={product} tiers={tiers} onDone={() => setEditing(false)} />
      ) : null}
      {product.tiers.length ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {intl.formatMessage(
            { id: 'memberships.admin.grants' },
            { tiers: product.tiers.map((tier) => tier.name).join(', ') },
          )}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-gray-200 dark:divide-white/10">
        {product.prices.map((price) => (
          <li
            key={price.id}
            className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className={price.active ? 'font-medium' : 'text-gray-600 line-through'}>
              {priceText(intl, price)}
              {price.trialDays > 0
                ? ` · ${intl.formatMessage({ id: 'memberships.trial' }, { days: price.trialDays })}`
                : ''}
              {' · '}
              {intl.formatMessage(
                { id: 'memberships.admin.price.subscriptions' },
                { count: price.subscriptions },
              )}
            </span>
            <span className="flex gap-2">
              {price.active ? null : (
                <Button
                  variant="secondary"
                  onClick={() =>
                    updatePrice.mutate(
                      {
                        productId: product.id,
                        priceId: price.id,
                        body: {
                          active: true,
                          trialDays: price.trialDays,
                          stripePriceId: price.stripePriceId,
                        },
                      },
                      feedback({ success: 'memberships.admin.saved' }),
                    )
                  }
                >
                  {intl.formatMessage({ id: 'memberships.admin.price.restore' })}
                </Button>
              )}
              {price.active ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    removePrice.mutate(
                      { productId: product.id, priceId: price.id },
                      feedback({ success: 'memberships.admin.priceRemoved' }),
                    )
                  }
                >
                  {intl.formatMessage({
                    id: price.subscriptions
                      ? 'memberships.admin.price.archive'
                      : 'memberships.admin.price.delete',
                  })}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <PriceForm productId={product.id} />
    </Card>
  );
}

function PlansTab() {
  const intl = useIntl();
  const products = useManagedProducts();
  const tiers = useManagedTiers();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {creating ? (
        <Card className="p-4 sm:p-5">
          <h3 className="mb-3 text-lg font-semibold">
            {intl.formatMessage({ id: 'memberships.admin.plan.new' })}
          </h3>
          <PlanForm tiers={tiers.items} onDone={() => setCreating(false)} />
        </Card>
      ) : (
        <Button className="self-start" onClick={() => setCreating(true)}>
          {intl.formatMessage({ id: 'memberships.admin.plan.new' })}
        </Button>
      )}
      {products.isPending ? (
        <ListSkeleton count={2} />
      ) : products.items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'memberships.empty' })} />
      ) : (
        products.items.map((product) => (
          <PlanAdminCard key={product.id} product={product} tiers={tiers.items} />
        ))
      )}
    </div>
  );
}

/**
 * /admin/memberships — administrators set up plans with their prices, features and tiers,
 * the tiers, what is locked behind them, and sponsorship levels with their accounts
 * (decision 0042). A tab per part, kept in the address.
 */
export function MembershipsAdminPage() {
  const intl = useIntl();
  const [tab, selectTab] = useTabParam(TABS);
  return (
    <Page
      title={intl.formatMessage({ id: 'memberships.admin.title' })}
      actions={
        <Link to="/memberships" className="font-semibold underline">
          {intl.formatMessage({ id: 'memberships.admin.seePlans' })}
        </Link>
      }
    >
      <Tabs
        id="memberships-admin"
        tabs={TABS}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'memberships.admin.title' })}
        labelOf={(each) => intl.formatMessage({ id: `memberships.admin.tab.${each}` })}
      />
      <TabPanel id="memberships-admin" tab={tab}>
        {tab === 'plans' ? <PlansTab /> : null}
        {tab === 'tiers' ? <TiersTab /> : null}
        {tab === 'locks' ? <LocksTab /> : null}
        {tab === 'levels' ? <LevelsTab /> : null}
      </TabPanel>
    </Page>
  );
}
