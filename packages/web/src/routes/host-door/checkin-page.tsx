import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { canUndo, CheckInResultView } from './checkin-result';
import { CheckInSearch } from './checkin-search';
import { HostDoorFrame, useEventId } from './host-frame';
import { useDoor, type DoorEntry } from './use-door';

/** The camera and its QR library load when the camera is turned on. */
const QrCamera = lazy(() => import('./qr-camera'));

/** The same code read again by the camera within this time is the same person still in front. */
const SAME_CODE_MS = 4000;

function CodeEntry({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    void onCode(code).finally(() => {
      setSending(false);
      setCode('');
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextField
        label={intl.formatMessage({ id: 'hostDoor.code.label' })}
        hint={intl.formatMessage({ id: 'hostDoor.code.hint' })}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <div>
        <Button type="submit" loading={sending} disabled={!code.trim()}>
          {intl.formatMessage({ id: 'hostDoor.code.submit' })}
        </Button>
      </div>
    </form>
  );
}

function Queue({ door }: { door: ReturnType<typeof useDoor> }) {
  const intl = useIntl();
  const count = door.queue.entries.length;
  if (count === 0) return null;
  return (
    <Card
      className="flex flex-wrap items-center justify-between gap-3 p-4"
      data-testid="door-queue"
    >
      <p className="font-semibold">
        {intl.formatMessage({ id: 'hostDoor.queue.waiting' }, { count })}
      </p>
      <Button
        variant="secondary"
        size="small"
        loading={door.queue.syncing}
        onClick={() => void door.queue.sync()}
      >
        {intl.formatMessage({ id: 'hostDoor.queue.sync' })}
      </Button>
    </Card>
  );
}

function Earlier({ entries }: { entries: DoorEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="door-earlier" className="flex flex-col gap-2">
      <h2 id="door-earlier" className="text-lg font-bold">
        {intl.formatMessage({ id: 'hostDoor.earlier.title' })}
      </h2>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li key={entry.id} className="text-sm">
            {entry.synced ? (
              <p className="mb-1 font-semibold">
                {intl.formatMessage({ id: 'hostDoor.earlier.synced' })}
              </p>
            ) : null}
            <CheckInResultView result={entry.result} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /host/events/:eventId/checkin — the door. The camera reads pass QR codes; a code can be
 * typed (or pasted) and an attendee found by name when a code will not scan. The answer shows
 * big at once (name, pass type, any warning) with Undo. Through a network drop check-ins wait
 * in this device's storage, once per pass, and are sent when the connection is back.
 */
export function CheckInPage() {
  const intl = useIntl();
  const eventId = useEventId();
  const door = useDoor(eventId);
  const [camera, setCamera] = useState(false);
  const last = useRef<{ code: string; at: number } | null>(null);

  const onCameraCode = useCallback(
    (code: string) => {
      const now = Date.now();
      if (last.current && last.current.code === code && now - last.current.at < SAME_CODE_MS)
        return;
      last.current = { code, at: now };
      void door.submitCode(code);
    },
    [door],
  );

  const { current } = door;
  const earlier = door.log.filter((entry) => entry.id !== current?.id);
  return (
    <HostDoorFrame section="checkin" title={intl.formatMessage({ id: 'hostDoor.checkin.title' })}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <div aria-live="polite">
            {current ? (
              <CheckInResultView
                key={current.id}
                result={current.result}
                undoing={door.undoing}
                onUndo={canUndo(current.result) ? () => door.undo(current.result) : undefined}
              />
            ) : (
              <p className="rounded-2xl border-2 border-dashed border-gray-300 p-6 text-lg text-gray-700 dark:border-white/20 dark:text-gray-300">
                {intl.formatMessage({ id: 'hostDoor.checkin.ready' })}
              </p>
            )}
          </div>
          <Queue door={door} />
          <Card className="flex flex-col gap-3 p-4">
            <h2 className="text-lg font-bold">
              {intl.formatMessage({ id: 'hostDoor.camera.title' })}
            </h2>
            {camera ? (
              <Suspense fallback={<Spinner size="small" />}>
                <QrCamera onCode={onCameraCode} />
              </Suspense>
            ) : null}
            <div>
              <Button variant={camera ? 'secondary' : 'primary'} onClick={() => setCamera(!camera)}>
                {intl.formatMessage({
                  id: camera ? 'hostDoor.camera.stop' : 'hostDoor.camera.start',
                })}
              </Button>
            </div>
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          <Card className="p-4">
            <CodeEntry onCode={door.submitCode} />
          </Card>
          <Card className="p-4">
            <CheckInSearch eventId={eventId} onCheckIn={door.checkInPass} />
          </Card>
          <Earlier entries={earlier} />
        </div>
      </div>
    </HostDoorFrame>
  );
}
