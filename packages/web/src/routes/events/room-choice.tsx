import type {
  CartReservationsBody,
  EventRoomType,
  Registration,
  RegistrationPass,
} from '@convene/contract';
import { useIntl } from 'react-intl';
import { passOrdinal } from './cart-body';
import { OfferText } from './offer-text';

/*
 * Where each pass stays: no room, a room of its own (a room type and the dates), or the
 * room of an earlier pass (passes naming the same reservation share one room).
 */

export interface OwnRoom {
  roomTypeId: string;
  start: string;
  end: string;
}
export type RoomChoice = OwnRoom | { share: string } | null;
export type RoomChoices = Record<string, RoomChoice>;

const isOwn = (choice: RoomChoice | undefined): choice is OwnRoom =>
  Boolean(choice && 'roomTypeId' in choice);

const FIELD =
  'min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100';
const OPTION = 'flex min-h-11 items-center gap-3';
const RADIO = 'h-5 w-5 shrink-0 accent-[var(--color-primary)]';

/** What the cart holds: the first pass of a reservation owns it, the others share it. */
export function initialRoomChoices(registration: Registration): RoomChoices {
  const owners = new Map<string, string>();
  return Object.fromEntries(
    registration.passes.map((pass): [string, RoomChoice] => {
      const reservation = pass.reservation;
      if (!reservation) return [pass.id, null];
      const owner = owners.get(reservation.id);
      if (owner) return [pass.id, { share: owner }];
      owners.set(reservation.id, pass.id);
      return [
        pass.id,
        {
          roomTypeId: reservation.eventRoomTypeId,
          start: reservation.start ?? '',
          end: reservation.end ?? '',
        },
      ];
    }),
  );
}

/** A version 4 uuid from the browser's random numbers (no secure context needed). */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `POST …/reservations`: a room per owning pass (its reservation kept when unchanged), shared by id. */
export function reservationsBody(
  registration: Registration,
  choices: RoomChoices,
): CartReservationsBody {
  const keys = new Map<string, string>();
  for (const pass of registration.passes) {
    const choice = choices[pass.id];
    if (!isOwn(choice)) continue;
    const kept = pass.reservation?.eventRoomTypeId === choice.roomTypeId;
    keys.set(pass.id, kept && pass.reservation ? pass.reservation.id : randomUuid());
  }
  return registration.passes.map((pass) => {
    const choice = choices[pass.id];
    const ownerId = choice && 'share' in choice ? choice.share : pass.id;
    const room = choices[ownerId];
    const id = keys.get(ownerId);
    if (!isOwn(room) || !id) return { id: pass.id, reservation: null };
    return {
      id: pass.id,
      reservation: {
        id,
        eventRoomTypeId: room.roomTypeId,
        start: room.start || null,
        end: room.end || null,
      },
    };
  });
}

/** The room types offered with a pass's type, with that pass type's stay bounds. */
export function roomsFor(roomTypes: readonly EventRoomType[], pass: RegistrationPass) {
  return roomTypes.flatMap((room) => {
    const details = room.passTypes.find((item) => item.passTypeId === pass.ticketId);
    if (room.passTypes.length > 0 && !details?.enabled) return [];
    return [{ room, details: details ?? null }];
  });
}

/** The rooms a pass may take: none, one of its room types (with dates), or an earlier pass's. */
export function RoomFieldset({
  registration,
  pass,
  roomTypes,
  choices,
  onChange,
}: {
  registration: Registration;
  pass: RegistrationPass;
  roomTypes: readonly EventRoomType[];
  choices: RoomChoices;
  onChange: (choice: RoomChoice) => void;
}) {
  const intl = useIntl();
  const options = roomsFor(roomTypes, pass);
  const choice = choices[pass.id] ?? null;
  const own = isOwn(choice) ? choice : null;
  const offered = new Set(options.map(({ room }) => room.id));
  const before = registration.passes.slice(0, passOrdinal(registration, pass) - 1);
  const shareable = before.flatMap((other) => {
    const room = choices[other.id];
    const type = isOwn(room) ? roomTypes.find((item) => item.id === room.roomTypeId) : undefined;
    if (!type || !offered.has(type.id) || type.maxPasses === 1) return [];
    return [{ other, type }];
  });
  const name = `room-${pass.id}`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">
        {intl.formatMessage({ id: 'events.rooms' })}
      </legend>
      <label className={`${OPTION} rounded-lg border border-gray-200 px-3 dark:border-white/10`}>
        <input
          type="radio"
          name={name}
          checked={!choice}
          onChange={() => onChange(null)}
          className={RADIO}
        />
        {intl.formatMessage({ id: 'events.rooms.none' })}
      </label>
      {options.map(({ room, details }) => {
        const on = own?.roomTypeId === room.id;
        const bounds = details ?? room;
        const soldOut = room.remaining === 0 && !on;
        return (
          <div
            key={room.id}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 px-3 py-2 dark:border-white/10"
          >
            <label className={OPTION}>
              <input
                type="radio"
                name={name}
                checked={on}
                disabled={soldOut}
                onChange={() =>
                  onChange({
                    roomTypeId: room.id,
                    start: bounds.defaultStart ?? room.defaultStart ?? '',
                    end: bounds.defaultEnd ?? room.defaultEnd ?? '',
                  })
                }
                className={RADIO}
              />
              <OfferText
                name={room.name}
                description={room.description}
                price={room.price}
                perNight={room.pricePerNight}
                soldOut={soldOut}
              />
            </label>
            {on && own ? (
              <div className="grid grid-cols-1 gap-2 pb-1 sm:grid-cols-2">
                {(['start', 'end'] as const).map((edge) => (
                  <label key={edge} className="flex flex-col gap-1 text-sm font-medium">
                    {intl.formatMessage({ id: `events.rooms.${edge}` })}
                    <input
                      type="date"
                      className={FIELD}
                      value={own[edge]}
                      min={(edge === 'start' ? bounds.minStart : bounds.minEnd) ?? undefined}
                      max={(edge === 'start' ? bounds.maxStart : bounds.maxEnd) ?? undefined}
                      onChange={(change) => onChange({ ...own, [edge]: change.target.value })}
                    />
                  </label>
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
      {shareable.map(({ other, type }) => (
        <label
          key={other.id}
          className={`${OPTION} rounded-lg border border-gray-200 px-3 dark:border-white/10`}
        >
          <input
            type="radio"
            name={name}
            checked={Boolean(choice && 'share' in choice && choice.share === other.id)}
            onChange={() => onChange({ share: other.id })}
            className={RADIO}
          />
          {intl.formatMessage(
            { id: 'events.rooms.share' },
            { number: String(passOrdinal(registration, other)), name: type.name },
          )}
        </label>
      ))}
    </fieldset>
  );
}
