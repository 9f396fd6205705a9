import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { walFlusher } from './walFlush';

async function databaseWithWal(segments: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wal-flush-'));
  await fs.mkdir(path.join(dir, 'pg_wal', 'archive_status'), { recursive: true });
  for (let n = 0; n < segments; n += 1) await fs.writeFile(path.join(dir, 'pg_wal', `segment-${n}`), 'x');
  return dir;
}

describe('walFlusher', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fsyncs every write-ahead-log segment, not the folders beside them', async () => {
    const dir = await databaseWithWal(2);
    const opened = jest.spyOn(fs, 'open');
    await walFlusher(dir).flush();
    expect(opened.mock.calls.map(([file]) => path.basename(String(file))).sort()).toEqual([
      'segment-0',
      'segment-1',
    ]);
  });

  it('lets a burst of commits share fsyncs: the one running, then one more for those who came during it', async () => {
    const dir = await databaseWithWal(1);
    const opened = jest.spyOn(fs, 'open');
    const { flush } = walFlusher(dir);
    await Promise.all(Array.from({ length: 50 }, () => flush()));
    expect(opened).toHaveBeenCalledTimes(2);
    await flush();
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('fails when the log cannot be flushed, so the commit is not reported as durable', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wal-flush-'));
    await expect(walFlusher(dir).flush()).rejects.toThrow(/pg_wal/);
  });

  it('recovers after a failed flush: the callers who waited for it get a flush of their own', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wal-flush-'));
    const { flush } = walFlusher(dir);
    const first = flush();
    const waiting = [flush(), flush()];
    await expect(first).rejects.toThrow(/pg_wal/);
    await Promise.allSettled(waiting);
    await fs.mkdir(path.join(dir, 'pg_wal'));
    await expect(Promise.all([flush(), flush(), flush()])).resolves.toBeDefined();
  });
});
