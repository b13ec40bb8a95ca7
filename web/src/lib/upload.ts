import type { MediaSignature, MediaUploadResponse } from '@common/contracts/media';
import { UploadError } from './api-error';

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
