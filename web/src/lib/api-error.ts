// The errors a call to the API or the media service can end in, for screens to tell apart. Features
// import these, never the client itself (they reach the API through lib/resources/).

/** One field the server refused, e.g. `{ field: 'row 3: name', message: 'Name is required' }`. */
export type ApiFieldError = { field: string; message: string };

/** A non-2xx answer: its status, the server's `detail` sentence and field `errors` when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly errors: ApiFieldError[];
  /** What the screen can act on (`confirm_started`: ask the admin, then send again confirming). */
  readonly code: string | undefined;

  constructor(status: number, detail: string | undefined, errors: ApiFieldError[] = [], code?: string) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.code = code;
  }
}

/** A request that was not sent because the user is logging out or signed out (the screen being left asked for it). */
export class SessionEndedError extends Error {
  constructor() {
    super('Signed out: the request was not sent.');
    this.name = 'SessionEndedError';
  }
}

/** Why a photo upload failed: the media service's status and answer text. */
export class UploadError extends Error {
  readonly status: number;
  readonly responseText: string;

  constructor(status: number, responseText: string) {
    super(`Upload failed with status ${status}`);
    this.name = 'UploadError';
    this.status = status;
    this.responseText = responseText;
  }
}
