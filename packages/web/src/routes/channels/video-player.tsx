import type { Video } from '@convene/contract';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A video content: HLS where the API gives a playlist — natively where the browser plays
 * HLS (Safari), else through hls.js, loaded only here and only then — and the original
 * file (range requests) when it gives none or HLS cannot play.
 */
export function VideoPlayer({ video, title }: { video: Video; title: string }) {
  const intl = useIntl();
  const element = useRef<HTMLVideoElement>(null);
  const { hlsUrl, previewUrl, readyToStream } = video;

  useEffect(() => {
    const media = element.current;
    if (!media || !readyToStream) return;
    const playOriginal = () => {
      if (previewUrl && media.getAttribute('src') !== previewUrl) media.src = previewUrl;
    };
    if (!hlsUrl) {
      playOriginal();
      return;
    }
    if (media.canPlayType(HLS_TYPE)) {
      media.src = hlsUrl;
      return;
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          playOriginal();
          return;
        }
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          hls.destroy();
          destroy = undefined;
          playOriginal();
        });
        hls.loadSource(hlsUrl);
        hls.attachMedia(media);
      })
      .catch(playOriginal);
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [hlsUrl, previewUrl, readyToStream]);

  if (!readyToStream)
    return (
      <p
        role="status"
        className="flex aspect-video w-full items-center justify-center rounded-xl bg-gray-100 p-4 text-center font-medium text-gray-800 dark:bg-white/10 dark:text-gray-100"
      >
        {intl.formatMessage({ id: 'channels.video.processing' })}
      </p>
    );
  return (
    <video
      ref={element}
      controls
      playsInline
      preload="metadata"
      poster={video.thumbnailUrl || undefined}
      aria-label={title}
      data-testid="video-player"
      className="aspect-video w-full rounded-xl bg-black"
    />
  );
}
