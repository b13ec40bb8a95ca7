import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mediaFiles } from '../../db/schema/media';

/** Keeps a file under its content-hash name; the same content stored twice is one row. */
export async function insertMediaFile(
  db: DbOrTx,
  file: { name: string; contentType: string; content: Buffer },
): Promise<void> {
  await db.insert(mediaFiles).values(file).onConflictDoNothing({ target: mediaFiles.name });
}

/** A stored file by name, or undefined. */
export async function findMediaFile(
  db: Db,
  name: string,
): Promise<{ contentType: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, content: mediaFiles.content })
    .from(mediaFiles)
    .where(eq(mediaFiles.name, name));
  return row;
}
