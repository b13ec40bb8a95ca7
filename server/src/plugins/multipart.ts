import type { FastifyRequest } from 'fastify';
import { AppError, errorCode } from '../errors';
import { text, type Text } from '../i18n/text';

/** A small multipart form as received: its text fields and the bytes of its file part (`file`, or the field named), if any. */
export type MultipartForm = { fields: Record<string, string>; file: Buffer | undefined };

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart/form-data body (after `@fastify/multipart` is registered with its limits).
 * A file over the size limit answers 413 with `tooLarge`; a truncated or malformed body answers
 * 400 instead of a parser error; a body that is not multipart answers 415 with `notMultipart`.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  messages: { tooLarge: Text; notMultipart: Text },
  fileField = 'file',
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('unsupported', messages.notMultipart);
  // No prototype: a field named `__proto__` or `constructor` is just a field.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer(); // other file parts are read and dropped
        if (part.fieldname === fileField && file === undefined) file = content;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = errorCode(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', messages.tooLarge);
    if (code !== undefined && LIMIT_CODES.has(code)) throw new AppError('too_large', text('error.formParts'));
    throw new AppError('bad_request', text('error.formMalformed'));
  }
  return { fields, file };
}
