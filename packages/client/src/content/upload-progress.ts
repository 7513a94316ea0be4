import {
  storageEndpoints,
  STREAM_UPLOAD_CONTENT_TYPE,
  type EndpointData,
  type EndpointSpec,
  type StreamFileQuery,
  type StreamVideoQuery,
} from '@convene/contract';
import {
  apiErrorFromBody,
  NETWORK_ERROR_CODE,
  queryString,
  type ApiClient,
} from '../core/transport';
import { ApiError } from '../core/api-error';

/** How much of an upload has been sent: bytes, and a fraction from 0 to 1 when known. */
export interface UploadProgress {
  loaded: number;
  total: number;
  fraction: number | null;
}

export interface StreamUploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends `file` as the raw body of a streaming upload endpoint with XMLHttpRequest, whose
 * `upload.onprogress` reports the bytes sent (fetch cannot), and the same headers as every
 * other call of `api`. Resolves with the envelope's data; rejects with an ApiError.
 */
async function streamUpload<E extends EndpointSpec>(
  api: ApiClient,
  endpoint: E,
  query: Record<string, string | undefined>,
  file: Blob,
  options: StreamUploadOptions,
): Promise<EndpointData<E>> {
  const headers = await api.headers();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${api.apiUrl}${endpoint.path}${queryString(query)}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', STREAM_UPLOAD_CONTENT_TYPE);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        fraction: event.lengthComputable && event.total > 0 ? event.loaded / event.total : null,
      });
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((body as { data: EndpointData<E> }).data);
      } else {
        reject(apiErrorFromBody(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, ''));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** `POST /storage/files/stream?name=&contentType=` with upload progress. */
export function uploadFileWithProgress(
  api: ApiClient,
  file: Blob,
  query: StreamFileQuery,
  options: StreamUploadOptions = {},
) {
  return streamUpload(api, storageEndpoints.uploadFileStream, { ...query }, file, options);
}

/** `POST /storage/videos/stream?name=&source=` with upload progress. */
export function uploadVideoWithProgress(
  api: ApiClient,
  file: Blob,
  query: StreamVideoQuery,
  options: StreamUploadOptions = {},
) {
  return streamUpload(api, storageEndpoints.uploadVideoStream, { ...query }, file, options);
}
