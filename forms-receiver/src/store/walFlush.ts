import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite writes its files through to the file system but never calls fsync, so a
 * commit it reports may still sit in the kernel's cache. This makes it durable:
 * `flush()` resolves once every write-ahead-log segment has been fsynced after the
 * call. Callers that arrive while a flush runs share the next one (group commit),
 * so a burst of submissions costs a few fsyncs, not one each.
 */
export function walFlusher(databaseDir: string): { flush: () => Promise<void> } {
  const walDir = path.join(databaseDir, 'pg_wal');
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  async function syncOnce(): Promise<void> {
    const entries = await fs.readdir(walDir, { withFileTypes: true });
    await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          // A checkpoint may delete a segment between the listing and the open (wal_recycle is
          // off): a segment that is gone holds nothing left to make durable.
          const handle = await fs.open(path.join(walDir, entry.name), 'r+').catch((error: unknown) => {
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
            throw error;
          });
          if (!handle) return;
          try {
            await handle.sync();
          } finally {
            await handle.close();
          }
        }),
    );
  }

  function flush(): Promise<void> {
    if (!running) {
      running = syncOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    // A flush already under way may have started before this caller's commit: wait for the next.
    // Whether the running one succeeds or fails, the next is a flush of its own.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return flush();
      });
    return next;
  }

  return { flush };
}
