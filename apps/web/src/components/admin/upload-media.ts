import { apiPaths, type MediaItem, type MediaUploadResponse } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, clientErrorCodes, type FieldErrors } from '@/lib/api-client';

export interface UploadMediaInput {
  file: File;
  /** 'image' for a control that takes images only: the server then refuses videos too. */
  kind?: 'image' | 'media';
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file (apiPaths.admin.media) and answers its item. XMLHttpRequest rather than the
 * api client's fetch, because only XHR reports upload progress; like the api client it sends
 * the session cookie (same origin) and the browser adds the Origin header the CSRF check reads,
 * and a failure becomes an ApiError carrying the server's `{ error: { code, message, fields } }`.
 */
export function uploadMediaFile({ file, kind = 'media', onProgress, signal }: UploadMediaInput): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPaths.admin.media.href(kind === 'image' ? { kind } : undefined));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 201) {
        const item = (body as MediaUploadResponse | undefined)?.items[0];
        if (item) {
          onProgress?.(1);
          return resolve(item);
        }
      }
      reject(toApiError(xhr, body));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, clientErrorCodes.network, 'Network error: the store could not be reached.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function toApiError(xhr: XMLHttpRequest, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : clientErrorCodes.http;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : xhr.statusText || `Request failed with status ${xhr.status}`;
  const fields = error?.fields && typeof error.fields === 'object' ? (error.fields as FieldErrors) : undefined;
  return new ApiError(xhr.status, code, message, fields);
}

/** One upload per call (each file has its own progress); nothing is cached, so nothing is invalidated. */
export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMediaFile });
}
