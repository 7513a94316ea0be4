// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../lib/test-api';
import { MediaUpload } from './media-upload';

const FILE_ID = '0190f5a2-0000-7000-8000-00000000f001';
const VIDEO_ID = '0190f5a2-0000-7000-8000-00000000f002';

/** A stand-in XMLHttpRequest: records what is sent; the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const storedFile = {
  id: FILE_ID,
  name: 'episode.mp3',
  url: 'https://cdn.test/episode.mp3',
  contentType: 'audio/mpeg',
  size: 1000,
  duration: 12,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const video = (status: 'processing' | 'ready') => ({
  id: VIDEO_ID,
  url: 'https://cdn.test/clip.mp4',
  thumbnailUrl: null,
  name: 'clip.mp4',
  source: 'content',
  contentType: 'video/mp4',
  size: 2000,
  status,
  duration: 3,
  streamUrl: null,
  createdAt: '2026-11-27T10:00:00.000Z',
});

async function waitForXhr(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('media upload', () => {
  it('streams an audio file with the API headers and shows its progress, then gives its id', async () => {
    const onUploaded = vi.fn();
    const onUploading = vi.fn();
    renderWithApi(
      <MediaUpload kind="audio" onUploaded={onUploaded} onUploading={onUploading} />,
      {},
    );
    const file = new File([new Uint8Array(1000)], 'episode.mp3', { type: 'audio/mpeg' });
    fireEvent.change(screen.getByLabelText('Audio file (mp3, m4a or ogg)'), {
      target: { files: [file] },
    });
    const xhr = await waitForXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(
      'http://api.test/api/storage/files/stream?name=episode.mp3&contentType=audio%2Fmpeg',
    );
    expect(xhr.headers).toMatchObject({
      organization: 'org-1',
      authorization: 'token',
      locale: 'en',
      'content-type': 'application/octet-stream',
    });
    expect(xhr.body).toBe(file);
    expect(onUploading).toHaveBeenLastCalledWith(true);

    act(() => xhr.progress(400, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('value')).toBe('40');
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    act(() => xhr.progress(1000, 1000));
    expect(bar.getAttribute('value')).toBe('100');

    act(() => xhr.answer(200, { status: 'ok', data: storedFile }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(FILE_ID));
    expect(screen.getByText('Uploaded: episode.mp3')).toBeTruthy();
    expect(onUploading).toHaveBeenLastCalledWith(false);
  });

  it('shows the server’s message under the field when the upload is refused', async () => {
    renderWithApi(<MediaUpload kind="audio" onUploaded={vi.fn()} />, {});
    const input = screen.getByLabelText('Audio file (mp3, m4a or ogg)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.mp3')] } });
    const xhr = await waitForXhr();
    act(() =>
      xhr.answer(413, {
        status: 'error',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Files must be at most 25 MB',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Files must be at most 25 MB');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('uploads a video, then shows it processing until the server says it is ready', async () => {
    let status: 'processing' | 'ready' = 'processing';
    const onUploaded = vi.fn();
    renderWithApi(<MediaUpload kind="video" onUploaded={onUploaded} />, {
      [`GET /storage/videos/${VIDEO_ID}`]: () => ({ data: video(status) }),
    });
    fireEvent.change(screen.getByLabelText('Video file (MP4, QuickTime or WebM)'), {
      target: { files: [new File(['v'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    const xhr = await waitForXhr();
    expect(xhr.url).toBe('http://api.test/api/storage/videos/stream?name=clip.mp4&source=content');
    act(() => xhr.progress(1, 2));
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();
    act(() => xhr.answer(200, { status: 'ok', data: video('processing') }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(VIDEO_ID));
    await waitFor(() =>
      expect(screen.getByTestId('video-status').dataset.status).toBe('processing'),
    );
    expect(screen.getByTestId('video-status').textContent).toBe(
      'Processing the video… It will be ready in a moment.',
    );
    status = 'ready';
    await waitFor(() => expect(screen.getByTestId('video-status').dataset.status).toBe('ready'), {
      timeout: 4000,
    });
    expect(screen.getByText('The video is ready.')).toBeTruthy();
  });

  it('says the contract’s words for a file that is not a video and for a video that never started', async () => {
    const onUploaded = vi.fn();
    renderWithApi(<MediaUpload kind="video" onUploaded={onUploaded} />, {});
    const input = screen.getByLabelText('Video file (MP4, QuickTime or WebM)');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid file type. Please upload a video file.',
    );
    expect(FakeXhr.last).toBeNull();

    fireEvent.change(input, {
      target: { files: [new File(['v'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    const xhr = await waitForXhr();
    act(() => xhr.onerror?.());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The video upload failed to start. Please try again.',
      ),
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('tells a browser that cannot upload videos so, instead of a file field', () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    renderWithApi(<MediaUpload kind="video" onUploaded={vi.fn()} />, {});
    expect(screen.getByRole('alert').textContent).toBe(
      'Your browser does not support uploading videos.',
    );
    expect(screen.queryByLabelText('Video file (MP4, QuickTime or WebM)')).toBeNull();
  });
});
