import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throw-away folder, outside any repository. */
export function temporaryFolder(prefix: string): string {
  return fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}

/** Writes files (relative path → text) under `root`. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

/**
 * A temporary git repository whose commits carry the dates they are given, so the tests
 * know every file's last-commit day without depending on the clock or the user's git setup.
 */
export class GitFixture {
  readonly root = temporaryFolder('git-dates-');

  constructor() {
    this.git([], 'init', '--quiet', '--initial-branch=main');
  }

  /** Writes the files, then commits them (and only them) at `isoDate`, e.g. '2025-03-14T09:00:00+01:00'. */
  commit(isoDate: string, files: Record<string, string>, message = 'change'): void {
    writeFiles(this.root, files);
    this.git([], 'add', '--', ...Object.keys(files));
    this.git([isoDate], 'commit', '--quiet', '--no-verify', '-m', message);
  }

  /** Starts branch `name` from the current commit and switches to it. */
  branch(name: string): void {
    this.git([], 'switch', '--quiet', '-c', name);
  }

  switchTo(name: string): void {
    this.git([], 'switch', '--quiet', name);
  }

  /** Merges `branch` into the current one at `isoDate`, settling any conflict with `files`. */
  merge(isoDate: string, branch: string, files: Record<string, string>): void {
    try {
      this.git([isoDate], 'merge', '--quiet', '--no-ff', '--no-commit', branch);
    } catch {
      // A conflict: `files` settles it.
    }
    writeFiles(this.root, files);
    this.git([], 'add', '--', ...Object.keys(files));
    this.git([isoDate], 'commit', '--quiet', '--no-verify', '--no-edit');
  }

  /** What `git log -1 --format=<format> -- <file>` prints for a file of the fixture. */
  log(format: string, file: string): string {
    return this.git([], 'log', '-1', `--format=${format}`, '--', file).trim();
  }

  path(relative: string): string {
    return path.join(this.root, relative);
  }

  private git(dates: string[], ...args: string[]): string {
    const [date] = dates;
    return execFileSync('git', args, {
      cwd: this.root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // The user's own configuration (signing, hooks, default branch) stays out of the fixture.
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'Fixture',
        GIT_AUTHOR_EMAIL: 'fixture@foyer.example',
        GIT_COMMITTER_NAME: 'Fixture',
        GIT_COMMITTER_EMAIL: 'fixture@foyer.example',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    });
  }
}
