import {
  useRegistrationAddOns,
  useRegistrationRoomTypes,
  useSetRegistrationAddOns,
  useSetRegistrationReservations,
} from '@convene/client';
import type { EventAddOn } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { ListSkeleton } from '../../components/skeleton';
import { passOrdinal } from './cart-body';
import { OfferText } from './offer-text';
import type { StepProps } from './register-page';
import {
  initialRoomChoices,
  reservationsBody,
  RoomFieldset,
  roomsFor,
  type RoomChoices,
} from './room-choice';
import { StepActions } from '../../components/stepper';

function AddOnOption({
  addOn,
  checked,
  onChange,
}: {
  addOn: EventAddOn;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const soldOut = addOn.remaining === 0 && !checked;
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 dark:border-white/10">
      <input
        type="checkbox"
        checked={checked}
        disabled={soldOut}
        onChange={(change) => onChange(change.target.checked)}
        className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
      />
      <OfferText
        name={addOn.name}
        description={addOn.shortDescription || null}
        price={addOn.price}
        perNight={addOn.pricePerNight}
        soldOut={soldOut}
      />
    </label>
  );
}

/** Step 2: add-ons for each pass and a room to stay in, when the event offers them. */
export function RegisterExtras({ event, registration, onNext, onBack }: StepProps) {
  const intl = useIntl();
  const addOns = useRegistrationAddOns(event.id);
  const rooms = useRegistrationRoomTypes(event.id);
  const saveAddOns = useSetRegistrationAddOns(event.id);
  const saveRooms = useSetRegistrationReservations(event.id);
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      registration.passes.map((pass) => [pass.id, pass.passAddOns.map((item) => item.addOnId)]),
    ),
  );
  const [stays, setStays] = useState<RoomChoices>(() => initialRoomChoices(registration));

  if (addOns.isPending || rooms.isPending) return <ListSkeleton count={3} />;
  const roomTypes = rooms.data ?? [];
  const offersOf = (ticketId: string) =>
    addOns.data?.find((type) => type.id === ticketId)?.addOns ?? [];
  const anyAddOns = registration.passes.some((pass) => offersOf(pass.ticketId).length > 0);
  const anyRooms = registration.passes.some((pass) => roomsFor(roomTypes, pass).length > 0);
  const error = saveAddOns.error ?? saveRooms.error;

  const toggle = (passId: string, addOnId: string, on: boolean) =>
    setChosen((current) => ({
      ...current,
      [passId]: on
        ? [...(current[passId] ?? []), addOnId]
        : (current[passId] ?? []).filter((id) => id !== addOnId),
    }));

  const next = async () => {
    if (anyAddOns)
      await saveAddOns.mutateAsync(
        registration.passes.map((pass) => ({
          id: pass.id,
          addOns: (chosen[pass.id] ?? []).map((id) => ({ id })),
        })),
      );
    if (anyRooms) await saveRooms.mutateAsync(reservationsBody(registration, stays));
    onNext();
  };

  return (
    <div className="flex flex-col gap-4">
      {registration.passes.map((pass) => {
        const offers = offersOf(pass.ticketId);
        const withRooms = roomsFor(roomTypes, pass).length > 0;
        return (
          <Card key={pass.id} className="flex flex-col gap-4 p-4">
            <h3 className="font-semibold">
              {intl.formatMessage(
                { id: 'events.pass.heading' },
                { number: String(passOrdinal(registration, pass)), name: pass.ticket.name },
              )}
            </h3>
            {offers.length > 0 ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold">
                  {intl.formatMessage({ id: 'events.addOns' })}
                </legend>
                {offers.map((addOn) => (
                  <AddOnOption
                    key={addOn.id}
                    addOn={addOn}
                    checked={(chosen[pass.id] ?? []).includes(addOn.id)}
                    onChange={(on) => toggle(pass.id, addOn.id, on)}
                  />
                ))}
              </fieldset>
            ) : null}
            {withRooms ? (
              <RoomFieldset
                registration={registration}
                pass={pass}
                roomTypes={roomTypes}
                choices={stays}
                onChange={(choice) => setStays((current) => ({ ...current, [pass.id]: choice }))}
              />
            ) : null}
            {offers.length === 0 && !withRooms ? (
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'events.extras.none' })}
              </p>
            ) : null}
          </Card>
        );
      })}
      {error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error.message}
        </p>
      ) : null}
      <StepActions
        onBack={onBack}
        onNext={() => void next().catch(() => undefined)}
        loading={saveAddOns.isPending || saveRooms.isPending}
      />
    </div>
  );
}
