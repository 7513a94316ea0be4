import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';

type CameraState = 'starting' | 'running' | 'denied' | 'unavailable';

const PROBLEMS: Partial<Record<CameraState, MessageId>> = {
  denied: 'hostDoor.camera.denied',
  unavailable: 'hostDoor.camera.unavailable',
};

/**
 * The device camera reading QR codes (ZXing's browser reader, loaded with this component:
 * the check-in page loads it only when the camera is turned on). The back camera on a phone;
 * every decoded text goes to `onCode` (the page ignores a code it has just handled).
 */
export default function QrCamera({ onCode }: { onCode: (text: string) => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current ?? undefined,
          (result) => {
            if (result) handler.current(result.getText());
          },
        );
        if (gone) controls.stop();
        else {
          stop = () => controls.stop();
          setState('running');
        }
      } catch (error) {
        if (gone) return;
        const name = error instanceof DOMException ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      }
    })();
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  const problem = PROBLEMS[state];
  return (
    <div className="flex flex-col gap-2">
      <video
        ref={video}
        muted
        playsInline
        aria-label={intl.formatMessage({ id: 'hostDoor.camera.video' })}
        className={`aspect-square w-full max-w-sm rounded-xl bg-black object-cover ${problem ? 'hidden' : ''}`}
      />
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {intl.formatMessage({
          id:
            problem ??
            (state === 'running' ? 'hostDoor.camera.running' : 'hostDoor.camera.starting'),
        })}
      </p>
    </div>
  );
}
