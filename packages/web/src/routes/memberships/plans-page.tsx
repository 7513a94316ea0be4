import {
  addressQuery,
  useCreateSubscription,
  useLogin,
  useSubscriptionProducts,
  useUpdateSubscriptionPaymentMethod,
} from '@convene/client';
import type { CreateSubscriptionResponse, SubscriptionProduct } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { AddressPicker } from '../../components/payments/address-picker';
import { useBillingAddress } from '../../components/payments/billing-address';
import { CardPayment, TEST_CARDS, TestCardChoice } from '../../components/payments/card-payment';
import { ListSkeleton } from '../../components/skeleton';
import { priceText } from './price-text';

/** The first payment: the test gateway's card saved and charged, else the provider's form. */
function PayFirstPeriod({
  created,
  onDone,
}: {
  created: CreateSubscriptionResponse;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [nonce, setNonce] = useState(TEST_CARDS[0]!.nonce);
  const pay = useUpdateSubscriptionPaymentMethod(created.subscription.id);
  if (created.intent && created.intent.integration.type !== 'test') {
    return <CardPayment intent={created.intent} onPaid={onDone} />;
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        pay.mutate(nonce, { onSuccess: onDone });
      }}
    >
      <TestCardChoice name={`card-${created.subscription.id}`} value={nonce} onChange={setNonce} />
      <Button type="submit" loading={pay.isPending} className="self-start">
        {intl.formatMessage({ id: 'memberships.pay' })}
      </Button>
    </form>
  );
}

function Subscribe({ product }: { product: SubscriptionProduct }) {
  const intl = useIntl();
  const [priceId, setPriceId] = useState(product.prices[0]?.id ?? '');
  const billing = useBillingAddress();
  const [created, setCreated] = useState<CreateSubscriptionResponse | null>(null);
  const [done, setDone] = useState<'active' | 'trialing' | null>(null);
  const create = useCreateSubscription();
  if (done) {
    return (
      <p role="status" className="font-medium text-green-800 dark:text-green-300">
        {intl.formatMessage(
          { id: done === 'trialing' ? 'memberships.trialing' : 'memberships.subscribed' },
          { plan: product.name },
        )}{' '}
        <Link to="/memberships/mine" className="underline">
          {intl.formatMessage({ id: 'memberships.mine.link' })}
        </Link>
      </p>
    );
  }
  if (created) return <PayFirstPeriod created={created} onDone={() => setDone('active')} />;
  const start = () =>
    create.mutate(
      { productId: product.id, priceId, ...addressQuery(billing.addressId) },
      {
        onSuccess: (answer) => {
          if (answer.subscription.status === 'trialing') setDone('trialing');
          else if (answer.subscription.status === 'active') setDone('active');
          else setCreated(answer);
        },
      },
    );
  return (
    // Not a form: the address picker holds its own form for a new address.
    <div className="flex flex-col gap-3">
      {product.prices.length > 1 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">
            {intl.formatMessage({ id: 'memberships.price.label' })}
          </legend>
          {product.prices.map((price) => (
            <label key={price.id} className="flex items-center gap-2">
              <input
                type="radio"
                name={`price-${product.id}`}
                value={price.id}
                checked={priceId === price.id}
                onChange={() => setPriceId(price.id)}
              />
              {priceText(intl, price)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {billing.required ? (
        <AddressPicker value={billing.addressId ?? ''} onChange={billing.choose} />
      ) : null}
      <Button
        disabled={billing.addressId === ''}
        loading={create.isPending}
        className="self-start"
        onClick={start}
      >
        {intl.formatMessage({ id: 'memberships.toPayment' })}
      </Button>
    </div>
  );
}

function PlanCard({ product }: { product: SubscriptionProduct }) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="plan">
      <h2 className="text-xl font-semibold">{product.name}</h2>
      {product.description ? <p>{product.description}</p> : null}
      <ul className="flex flex-col gap-1">
        {product.prices.map((price) => (
          <li key={price.id} className="font-semibold tabular-nums">
            {priceText(intl, price)}
            {price.trialDays > 0 ? (
              <span className="ml-2 text-sm font-normal text-gray-700 dark:text-gray-300">
                {intl.formatMessage({ id: 'memberships.trial' }, { days: price.trialDays })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {product.features.length ? (
        <ul className="list-inside list-disc text-gray-800 dark:text-gray-200">
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {!authenticated ? (
        <Link to="/auth/sign-in" className="self-start font-semibold underline">
          {intl.formatMessage({ id: 'memberships.signIn' })}
        </Link>
      ) : open ? (
        <Subscribe product={product} />
      ) : (
        <Button className="self-start" onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: 'memberships.subscribe' })}
        </Button>
      )}
    </Card>
  );
}

/** /memberships — the plans with their prices and features, and subscribing to one. */
export function PlansPage() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const products = useSubscriptionProducts();
  const login = useLogin({ enabled: authenticated });
  return (
    <Page
      title={intl.formatMessage({ id: 'memberships.title' })}
      actions={
        authenticated ? (
          <span className="flex flex-wrap gap-4">
            {login.data?.admin ? (
              <Link to="/admin/memberships" className="font-semibold underline">
                {intl.formatMessage({ id: 'memberships.admin.link' })}
              </Link>
            ) : null}
            <Link to="/memberships/mine" className="font-semibold underline">
              {intl.formatMessage({ id: 'memberships.mine.link' })}
            </Link>
          </span>
        ) : null
      }
    >
      <p className="mb-4">{intl.formatMessage({ id: 'memberships.intro' })}</p>
      {products.isPending ? (
        <ListSkeleton count={2} />
      ) : products.items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'memberships.empty' })} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {products.items.map((product) => (
            <PlanCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </Page>
  );
}
