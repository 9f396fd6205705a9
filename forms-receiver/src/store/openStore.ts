import { lockDataDir } from './dataDirLock';
import { migrate } from './migrations';
import { openPgliteStore } from './pgliteStore';
import { openPostgresStore } from './postgresStore';
import { type Store } from './store';

/**
 * Opens and migrates the store: PostgreSQL when a URL is given, else the embedded
 * database under the data directory, locked for this process until it is closed.
 */
export async function openStore(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Store> {
  if (options.databaseUrl) {
    const store = await openPostgresStore(options.databaseUrl);
    await migrate(store);
    return store;
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const store = await openPgliteStore(options.dataDir);
    await migrate(store);
    return {
      ...store,
      async close() {
        try {
          await store.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
