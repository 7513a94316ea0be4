import {
  useEventPassTypes,
  useSetRegistrationPasses,
  useSubmitRegistration,
} from '@convene/client';
import type { EventPackage, PassType } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { ListSkeleton } from '../../components/skeleton';
import { cartCounts, passesBody, type Counts } from './cart-body';
import { formatMoney } from './format';
import { QuantityPicker } from '../../components/quantity-picker';
import type { StepProps } from './register-page';
import { StepActions } from '../../components/stepper';
import { useTermsAgreement } from './terms';
import { WaitlistJoin, WaitlistOfferBanner } from './waitlist';

function Price({ cents }: { cents: number }) {
  const intl = useIntl();
  return (
    <span className="font-semibold">
      {cents === 0 ? intl.formatMessage({ id: 'events.price.free' }) : formatMoney(intl, cents)}
    </span>
  );
}

/** The price schedule in force ("Early bird"), when the price comes from one. */
function scheduleName(passType: PassType, now = Date.now()): string | null {
  const schedule = passType.priceSchedules.find(
    (item) => Date.parse(item.startDate) <= now && now < Date.parse(item.endDate),
  );
  return schedule?.name ?? null;
}

function OfferCard({
  title,
  description,
  price,
  note,
  soldOut,
  waitlist,
  children,
}: {
  title: string;
  description: string | null;
  price: number;
  note: string | null;
  soldOut: boolean;
  /** Shown beside "Sold out": joining the pass type's waitlist. */
  waitlist?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="offer">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{title}</h3>
        {description ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{description}</p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <Price cents={price} />
          {note ? <span className="text-gray-600 dark:text-gray-400">{note}</span> : null}
        </p>
      </div>
      {soldOut ? (
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <span className="rounded-full bg-gray-200 px-3 py-1 text-sm font-semibold text-gray-800 dark:bg-white/10 dark:text-gray-100">
            {intl.formatMessage({ id: 'events.soldOut' })}
          </span>
          {waitlist}
        </div>
      ) : (
        children
      )}
    </Card>
  );
}

function limitOf(remaining: number | null, max?: number): number | undefined {
  if (remaining === null) return max;
  return max === undefined ? remaining : Math.min(remaining, max);
}

/** Step 1: how many passes of each type, and packages of passes. */
export function RegisterPasses({
  event,
  registration,
  onNext,
  onDone,
  oneStep,
}: StepProps & { oneStep: boolean }) {
  const intl = useIntl();
  const offer = useEventPassTypes(event.id);
  const save = useSetRegistrationPasses(event.id);
  const submit = useSubmitRegistration(event.id);
  const terms = useTermsAgreement(registration.termsAccepted);
  const initial = cartCounts(registration);
  const [passes, setPasses] = useState<Counts>(initial.passes);
  const [packages, setPackages] = useState<Counts>(initial.packages);
  const [problem, setProblem] = useState<string | null>(null);

  if (offer.isPending) return <ListSkeleton count={3} />;
  const passTypes = offer.data?.passTypes ?? [];
  const offered = offer.data?.packages.filter((item) => item.isActive) ?? [];
  // A single pass type and nothing in the cart yet: one pass is the likely choice.
  const count = (id: string) =>
    passes[id] ??
    (registration.passes.length === 0 && passTypes.length === 1 && offered.length === 0 ? 1 : 0);
  const chosen = {
    passes: Object.fromEntries(passTypes.map((type) => [type.id, count(type.id)])),
    packages,
  };
  const total =
    passTypes.reduce((sum, type) => sum + type.price * count(type.id), 0) +
    offered.reduce((sum, item) => sum + item.price * (packages[item.id] ?? 0), 0);
  const any = [...Object.values(chosen.passes), ...Object.values(packages)].some((n) => n > 0);
  // Free, with nothing to choose or answer: register right here, agreeing to the terms
  // (when the organization has any) with one checkbox.
  const direct = oneStep && total === 0 && !registration.coupon;

  const next = () => {
    if (!any) {
      setProblem(intl.formatMessage({ id: 'events.passes.none' }));
      return;
    }
    setProblem(null);
    if (!direct) {
      save.mutate(passesBody(registration, chosen.passes, chosen.packages), { onSuccess: onNext });
      return;
    }
    if (!terms.confirm()) return;
    save.mutate(passesBody(registration, chosen.passes, chosen.packages), {
      onSuccess: () => submit.mutate({ termsAccepted: true }, { onSuccess: onDone }),
    });
  };

  const packageNote = (item: EventPackage) =>
    item.passes
      .map((pass) =>
        intl.formatMessage(
          { id: 'events.packages.holds' },
          { count: pass.quantity, name: pass.passType.name },
        ),
      )
      .join(', ');

  return (
    <div className="flex flex-col gap-3">
      <WaitlistOfferBanner eventId={event.id} />
      {passTypes.map((type) => {
        const max = limitOf(type.remaining, type.maxQuantityPerSale);
        const notes = [
          scheduleName(type),
          type.remaining !== null && type.remaining > 0 && type.remaining <= 10
            ? intl.formatMessage({ id: 'events.passes.left' }, { count: type.remaining })
            : null,
          type.minQuantityPerSale > 1
            ? intl.formatMessage({ id: 'events.passes.min' }, { count: type.minQuantityPerSale })
            : null,
        ].filter(Boolean);
        return (
          <OfferCard
            key={type.id}
            title={type.name}
            description={type.shortDescription}
            price={type.price}
            note={notes.join(' · ') || null}
            soldOut={type.remaining === 0}
            waitlist={<WaitlistJoin eventId={event.id} passTypeId={type.id} />}
          >
            <QuantityPicker
              name={type.name}
              value={count(type.id)}
              max={max}
              onChange={(value) => setPasses({ ...chosen.passes, [type.id]: value })}
              testId={`quantity-${type.slug}`}
            />
          </OfferCard>
        );
      })}
      {offered.length > 0 ? (
        <h3 className="mt-3 text-lg font-semibold">
          {intl.formatMessage({ id: 'events.packages' })}
        </h3>
      ) : null}
      {offered.map((item) => (
        <OfferCard
          key={item.id}
          title={item.name}
          description={item.description}
          price={item.price}
          note={packageNote(item)}
          soldOut={item.remaining === 0}
        >
          <QuantityPicker
            name={item.name}
            value={packages[item.id] ?? 0}
            max={limitOf(item.remaining, 10)}
            onChange={(value) => setPackages({ ...packages, [item.id]: value })}
          />
        </OfferCard>
      ))}
      {passTypes.length === 0 && offered.length === 0 ? (
        <p role="alert">{intl.formatMessage({ id: 'events.passes.nothing' })}</p>
      ) : null}
      <p className="mt-2 flex justify-between text-lg" aria-live="polite">
        <span>{intl.formatMessage({ id: 'events.total' })}</span>
        <Price cents={total} />
      </p>
      {direct && terms.hasTerms ? terms.field : null}
      {problem || save.error || submit.error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {problem ?? save.error?.message ?? submit.error?.message}
        </p>
      ) : null}
      <StepActions
        onNext={next}
        loading={save.isPending || submit.isPending}
        disabled={direct && terms.pending}
        nextLabel={direct ? intl.formatMessage({ id: 'events.review.complete' }) : undefined}
      />
    </div>
  );
}
