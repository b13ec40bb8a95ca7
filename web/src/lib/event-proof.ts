// What the event details' Photos tab works with (components/event-proof-tab.tsx), filled by
// lib/resources/photos.ts useEventProof: shared components never fetch.
import type { CreateProblemInput, EventPhoto, Problem } from '@common/contracts/photos';

/** One photo on its way: what the screen shows while it shrinks and uploads. */
export interface PhotoUpload {
  key: string;
  /** The picture's file name on the phone. */
  name: string;
  percent: number;
  /** Set when it was not sent: why (the phone's or the server's reason; blank when unknown). */
  failed?: string;
}

/** A photo that was not sent, named, with the reason in the user's language. */
export interface RefusedPhoto {
  name: string;
  reason: string;
}

/** What the event details show and do in their Photos tab (components/event-proof-tab.tsx). */
export interface EventProofTools {
  photos: EventPhoto[] | undefined;
  problems: Problem[] | undefined;
  loading: boolean;
  error: Error | null;
  uploads: PhotoUpload[];
  /** Adds camera pictures, one upload each (shrunk first), up to the limit of 10. */
  addPhotos: (files: File[]) => void;
  canRemove: (photo: EventPhoto) => boolean;
  removePhoto: (photo: EventPhoto) => Promise<unknown>;
  /** Reports a problem, then sends its photos one by one; answers the photos that were refused. */
  reportProblem: (input: Omit<CreateProblemInput, 'event_id'>, files: File[]) => Promise<RefusedPhoto[]>;
}
