import {
  storageEndpoints as endpoints,
  type UploadFileBody,
  type UploadImageBody,
  type UploadVideoBody,
} from '@convene/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

export const storageQueries = {
  all: () => ['storage'] as const,
  image: (api: ApiClient, imageId: string) =>
    endpointQuery(
      api,
      [...storageQueries.all(), 'images', imageId, api.locale] as const,
      endpoints.image,
      { params: { imageId } },
    ),
  video: (api: ApiClient, videoId: string) =>
    endpointQuery(
      api,
      [...storageQueries.all(), 'videos', videoId, api.locale] as const,
      endpoints.video,
      { params: { videoId } },
    ),
  /** `GET /storage/link-preview?href=`: null when the page cannot be read. */
  linkPreview: (api: ApiClient, href: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...storageQueries.all(), 'link-preview', href] as const,
        endpoints.linkPreview,
        { query: { href } },
      ),
      // A refused link (400) will not become acceptable by asking again.
      retry: false,
    }),
};

/** Reads a browser File/Blob as a base64 data URI, the shape every upload takes. */
export function readAsDataUri(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(blob);
  });
}

export function useStoredImage(imageId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...storageQueries.image(api, imageId ?? ''), enabled: Boolean(imageId) });
}

export function useVideo(videoId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...storageQueries.video(api, videoId ?? ''), enabled: Boolean(videoId) });
}

/** Only http(s) links are asked about; anything else stays idle. */
export function useLinkPreview(href: string | null | undefined) {
  const api = useApiClient();
  const wanted = Boolean(href && /^https?:\/\//i.test(href));
  return useQuery({ ...storageQueries.linkPreview(api, href ?? ''), enabled: wanted });
}

/** `POST /storage/files {dataUri, name}`. */
export function useUploadFile() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: UploadFileBody) => fetchData(api, endpoints.uploadFile, { body }),
  });
}

/** `POST /storage/images/upload {type, dataUri, name?, description?}` → the image to attach by id. */
export function useUploadImage() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: UploadImageBody) => fetchData(api, endpoints.uploadImage, { body }),
  });
}

/** `POST /storage/videos {dataUri, source, name}`; the answer is cached as the video's detail. */
export function useUploadVideo() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadVideoBody) => fetchData(api, endpoints.uploadVideo, { body }),
    onSuccess: (video) =>
      queryClient.setQueryData(storageQueries.video(api, video.id).queryKey, video),
  });
}
