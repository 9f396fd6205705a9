import fs from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(readonly pid: number) {
    super(`the data directory is in use by process ${pid}`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<data>/receiver.lock` (holding our pid) or throws DataDirBusyError. PGlite
 * is one process's database: two processes opening the same folder would corrupt it.
 * A lock left by a killed process (its pid gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'receiver.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirBusyError(holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take ${file}`);
}
