import { z } from 'zod';
import { MAX_PROPERTY_IMAGES } from './properties';

/** GET /media/signature, plus where to send the upload. */
export const mediaSignature = z.object({
  apiKey: z.string(),
  timestamp: z.number(),
  signature: z.string(),
  cloudName: z.string(),
  uploadUrl: z.string(),
});
export type MediaSignature = z.infer<typeof mediaSignature>;

export const mediaUploadResponse = z.object({ secure_url: z.string() });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponse>;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Signatures are valid for an hour, as with the hosted service. */
export const SIGNATURE_TTL_SECONDS = 3600;
/** One signature is good for the uploads of one form: at most this many photos (the property form's limit). */
export const UPLOADS_PER_SIGNATURE = MAX_PROPERTY_IMAGES;
