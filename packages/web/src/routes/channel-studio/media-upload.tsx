import {
  ApiError,
  storageQueries,
  uploadFileWithProgress,
  uploadVideoWithProgress,
  useApiClient,
} from '@convene/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../../components/form-fields';
import { useHydrated } from '../../lib/use-hydrated';

/** How often a processing video is asked about. */
const VIDEO_POLL_MS = 2_000;

export type MediaKind = 'audio' | 'video';

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'uploaded'; id: string; name: string }
  | { step: 'failed'; message: string };

/** A video's processing state, asked again every two seconds until it is ready or failed. */
function VideoStatus({ videoId }: { videoId: string }) {
  const intl = useIntl();
  const api = useApiClient();
  const video = useQuery({
    ...storageQueries.video(api, videoId),
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' || !query.state.data ? VIDEO_POLL_MS : false,
  });
  const status = video.data?.status ?? 'processing';
  return (
    <p role="status" data-testid="video-status" data-status={status} className="text-sm">
      {intl.formatMessage({ id: `studio.media.${status === 'ready' ? 'ready' : status}` })}
    </p>
  );
}

/** Whether this browser can send a picked file with its progress (XMLHttpRequest, File). */
function canUploadVideos(): boolean {
  return typeof XMLHttpRequest === 'function' && typeof File === 'function';
}

/**
 * A content's audio or video file: sent with XMLHttpRequest to the streaming upload
 * endpoint, its progress in a bar; `onUploaded` gets the stored file's (or video's) id
 * to save as the content's `audioId` (`videoId`). A video then shows its processing.
 */
export function MediaUpload({
  kind,
  currentName,
  onUploaded,
  onUploading,
  error,
}: {
  kind: MediaKind;
  /** The content's present file, if any. */
  currentName?: string | null;
  onUploaded: (id: string) => void;
  onUploading?: (uploading: boolean) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const api = useApiClient();
  const id = useId();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const hydrated = useHydrated();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (kind === 'video' && !file.type.startsWith('video/')) {
      setState({ step: 'failed', message: intl.formatMessage({ id: 'studio.media.videoType' }) });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'uploading', percent: 0 });
    onUploading?.(true);
    const options = {
      signal: controller.signal,
      onProgress: ({ fraction }: { fraction: number | null }) => {
        if (fraction !== null) setState({ step: 'uploading', percent: Math.round(fraction * 100) });
      },
    };
    try {
      const stored =
        kind === 'audio'
          ? await uploadFileWithProgress(
              api,
              file,
              { name: file.name, contentType: file.type || undefined },
              options,
            )
          : await uploadVideoWithProgress(
              api,
              file,
              { name: file.name, source: 'content' },
              options,
            );
      setState({ step: 'uploaded', id: stored.id, name: file.name });
      onUploaded(stored.id);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const message = failure instanceof Error && failure.message ? failure.message : '';
      // A video that never reached the server (no answer at all) failed to start.
      const notStarted = kind === 'video' && failure instanceof ApiError && failure.status === 0;
      setState({
        step: 'failed',
        message: notStarted
          ? intl.formatMessage({ id: 'studio.media.videoStart' })
          : message || intl.formatMessage({ id: 'studio.media.uploadFailed' }),
      });
    } finally {
      if (!controller.signal.aborted) onUploading?.(false);
    }
  };

  const failed = state.step === 'failed' ? state.message : null;
  if (kind === 'video' && hydrated && !canUploadVideos()) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
        {intl.formatMessage({ id: 'studio.media.videoUnsupported' })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {intl.formatMessage({ id: kind === 'audio' ? 'studio.media.audio' : 'studio.media.video' })}
      </label>
      <input
        id={id}
        type="file"
        accept={
          kind === 'audio' ? 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg' : 'video/*'
        }
        onChange={(event) => void pick(event)}
        aria-invalid={failed || error ? true : undefined}
        aria-describedby={failed || error ? `${id}-error` : undefined}
        className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-gray-100 file:px-4 file:font-semibold dark:file:bg-white/10 dark:file:text-gray-100"
      />
      {state.step === 'idle' && currentName ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'studio.media.current' }, { name: currentName })}
        </p>
      ) : null}
      {state.step === 'uploading' ? (
        <div className="flex items-center gap-3">
          <progress
            max={100}
            value={state.percent}
            aria-label={intl.formatMessage({ id: 'studio.media.progress' })}
            className="h-2 w-full max-w-sm accent-primary"
          />
          <span role="status" className="text-sm tabular-nums">
            {intl.formatMessage({ id: 'studio.media.uploading' }, { percent: state.percent })}
          </span>
        </div>
      ) : null}
      {state.step === 'uploaded' ? (
        <>
          <p role="status" className="text-sm text-green-800 dark:text-green-200">
            {intl.formatMessage({ id: 'studio.media.uploaded' }, { name: state.name })}
          </p>
          {kind === 'video' ? <VideoStatus videoId={state.id} /> : null}
        </>
      ) : null}
      <FieldError id={id} error={failed ?? error} />
    </div>
  );
}
