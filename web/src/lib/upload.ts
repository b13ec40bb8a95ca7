import type { MediaSignature, MediaUploadResponse } from '@common/contracts/media';
import { PHOTO_FIELD } from '@common/domain/limits';
import { ApiError, UploadError } from './api-error';
import i18n from './i18n';
import { getToken } from './session';

// The media service answers { detail } (our host) or { error: { message } } (hosted service).
function readableText(text: string): string {
  try {
    const body = JSON.parse(text) as { detail?: unknown; error?: { message?: unknown } };
    if (typeof body.detail === 'string') return body.detail;
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not JSON: keep the raw text.
  }
  return text;
}

/**
 * Sends one file to the media service with a signature from GET /media/signature, reporting
 * progress (0-100). XMLHttpRequest because fetch cannot report upload progress. No Authorization
 * header: the signature is the permission, and a hosted service must not see our token.
 */
export function uploadImage(
  file: File,
  signature: MediaSignature,
  onProgress: (percent: number) => void = () => {},
): Promise<MediaUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  form.append('api_key', signature.apiKey);
  form.append('timestamp', String(signature.timestamp));
  form.append('signature', signature.signature);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', signature.uploadUrl);
    // Our host's refusals (not an image, too large) come in the app's language, not the browser's.
    xhr.setRequestHeader('Accept-Language', i18n.language === 'es' ? 'es' : 'en');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(xhr.responseText) as MediaUploadResponse;
          if (typeof body.secure_url === 'string') {
            onProgress(100);
            return resolve({ secure_url: body.secure_url });
          }
        } catch {
          // Falls through to the error below.
        }
      }
      reject(new UploadError(xhr.status, readableText(xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError(0, 'The media service could not be reached.'));
    xhr.send(form);
  });
}

/**
 * Sends one photo to the API (`path`, e.g. /cleaning_events/5/photos) in the form field `photo`
 * with the session's token, reporting progress (0-100). Answers the server's JSON.
 */
export function uploadPhoto<T>(
  path: string,
  photo: Blob,
  onProgress: (percent: number) => void = () => {},
): Promise<T> {
  const form = new FormData();
  form.append(PHOTO_FIELD, photo, 'photo.jpg');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', i18n.language === 'es' ? 'es' : 'en');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        return resolve(JSON.parse(xhr.responseText) as T);
      }
      reject(new ApiError(xhr.status, readableText(xhr.responseText)));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.send(form);
  });
}
