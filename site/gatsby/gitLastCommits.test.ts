import { parseLastCommits, readGitHistory } from './gitLastCommits';
import { describeHistory, frontMatterDay, lastModifiedDay, lastModifiedResolvers } from './lastModified';
import { GitFixture, temporaryFolder, writeFiles } from './testing/gitFixture';

const DOC = 'content/docs/en/api/rest-api.mdx';
const TWIN = 'content/docs/fr/api/rest-api.mdx';
const UNTRACKED = 'content/docs/en/api/mqtt-api.mdx';
const OUTSIDE = 'README.md';

function doc(lastUpdated: string, body: string): string {
  return `---\ntitle: REST API\nlastUpdated: ${lastUpdated}\n---\n\n${body}\n`;
}

describe('last-modified dates from git', () => {
  let fixture: GitFixture;

  beforeAll(() => {
    fixture = new GitFixture();
    fixture.commit('2025-01-10T08:00:00+00:00', {
      [DOC]: doc('2024-06-01', 'First version.'),
      [TWIN]: doc('2024-06-01', 'Première version.'),
      [OUTSIDE]: 'A file outside the content folder.',
    });
    fixture.commit('2025-02-20T23:30:00+02:00', { [DOC]: doc('2024-06-01', 'Second version.') });
    fixture.commit('2025-03-05T12:00:00+00:00', { [OUTSIDE]: 'Changed later, outside content.' });
    writeFiles(fixture.root, { [UNTRACKED]: doc('2024-09-09', 'Not committed yet.') });
  });

  it('gives each file the day of the last commit that changed it, as git log -1 --format=%cs says', () => {
    const history = readGitHistory(fixture.path('content'));
    expect(history).not.toBeNull();
    const day = (file: string) => history?.lastCommits.get(fixture.path(file))?.date;
    expect(day(DOC)).toBe('2025-02-20');
    expect(day(TWIN)).toBe('2025-01-10');
    for (const file of [DOC, TWIN]) expect(day(file)).toBe(fixture.log('%cs', file));
    expect(history?.shallow).toBe(false);
  });

  it('keeps the commit and its time, to tell two commits of the same day apart', () => {
    const history = readGitHistory(fixture.path('content'));
    const commit = history?.lastCommits.get(fixture.path(DOC));
    expect(commit?.commit).toBe(fixture.log('%H', DOC));
    expect(commit?.timestamp).toBe(Date.parse('2025-02-20T23:30:00+02:00') / 1000);
  });

  it('reads only the folder it is given, and knows nothing of files git does not track', () => {
    const history = readGitHistory(fixture.path('content'));
    expect(history?.lastCommits.has(fixture.path(OUTSIDE))).toBe(false);
    expect(history?.lastCommits.has(fixture.path(UNTRACKED))).toBe(false);
  });

  it('prefers git to the front matter, and falls back to it for an untracked file', () => {
    const lastCommits = readGitHistory(fixture.path('content'))?.lastCommits ?? null;
    expect(lastModifiedDay(fixture.path(DOC), new Date('2024-06-01'), lastCommits)).toBe('2025-02-20');
    expect(lastModifiedDay(fixture.path(UNTRACKED), new Date('2024-09-09'), lastCommits)).toBe('2024-09-09');
  });

  it('answers the Mdx.lastModified field from the source path, relative to the repository', () => {
    const history = readGitHistory(fixture.path('content'));
    const { resolve } = lastModifiedResolvers(history, fixture.root).Mdx.lastModified;
    expect(resolve({ fields: { sourcePath: DOC }, frontmatter: { lastUpdated: '2024-06-01' } })).toBe(
      '2025-02-20',
    );
    expect(resolve({ fields: { sourcePath: UNTRACKED }, frontmatter: { lastUpdated: '2024-09-09' } })).toBe(
      '2024-09-09',
    );
  });
});

describe('last-modified dates across a merge', () => {
  it('dates a file changed on both sides by the merge that settled it, and one changed on a branch by its commit', () => {
    const fixture = new GitFixture();
    fixture.commit('2025-01-10T08:00:00+00:00', {
      [DOC]: doc('2024-06-01', 'First version.'),
      [TWIN]: doc('2024-06-01', 'Première version.'),
    });
    fixture.branch('translation');
    fixture.commit('2025-01-12T08:00:00+00:00', {
      [DOC]: doc('2024-06-01', 'Branch version.'),
      [TWIN]: doc('2024-06-01', 'Version de la branche.'),
    });
    fixture.switchTo('main');
    fixture.commit('2025-01-14T08:00:00+00:00', { [DOC]: doc('2024-06-01', 'Main version.') });
    fixture.merge('2025-01-20T08:00:00+00:00', 'translation', {
      [DOC]: doc('2024-06-01', 'Settled version.'),
    });
    const history = readGitHistory(fixture.path('content'));
    const day = (file: string) => history?.lastCommits.get(fixture.path(file))?.date;
    expect(day(DOC)).toBe('2025-01-20');
    expect(day(TWIN)).toBe('2025-01-12');
    for (const file of [DOC, TWIN]) expect(day(file)).toBe(fixture.log('%cs', file));
  });
});

describe('last-modified dates outside a git checkout', () => {
  it('has no history in a folder with no .git, and the dates come from the front matter', () => {
    const root = temporaryFolder('no-git-');
    writeFiles(root, { [DOC]: doc('2024-06-01', 'Copied without history.') });
    const history = readGitHistory(`${root}/content`);
    expect(history).toBeNull();
    expect(lastModifiedDay(`${root}/${DOC}`, new Date('2024-06-01T00:00:00Z'), null)).toBe('2024-06-01');
    const { resolve } = lastModifiedResolvers(history, root).Mdx.lastModified;
    expect(
      resolve({ fields: { sourcePath: DOC }, frontmatter: { lastUpdated: '2024-06-01T00:00:00.000Z' } }),
    ).toBe('2024-06-01');
    expect(describeHistory(history).warning).toBe(true);
  });

  it('has no history when git cannot be run', () => {
    const fixture = new GitFixture();
    fixture.commit('2025-01-10T08:00:00+00:00', { [DOC]: doc('2024-06-01', 'Committed.') });
    expect(readGitHistory(fixture.path('content'))).not.toBeNull();
    const missingGit = `${temporaryFolder('no-programs-')}/git`;
    expect(readGitHistory(fixture.path('content'), missingGit)).toBeNull();
  });

  it('shows no date when neither git nor the front matter gives one', () => {
    expect(lastModifiedDay('/nowhere/doc.mdx', undefined, null)).toBeNull();
    expect(frontMatterDay('not a date')).toBeNull();
    expect(frontMatterDay(new Date('nonsense'))).toBeNull();
  });
});

describe('parseLastCommits', () => {
  it('keeps the first (newest) commit that names a file', () => {
    const output = [
      '\x1ebbb 1700000200 2023-11-14',
      '',
      'site/content/a.mdx',
      '\x1eaaa 1700000100 2023-11-14',
      '',
      'site/content/a.mdx',
      'site/content/b.mdx',
    ].join('\n');
    const commits = parseLastCommits(output, '/repo');
    expect(commits.get('/repo/site/content/a.mdx')?.commit).toBe('bbb');
    expect(commits.get('/repo/site/content/b.mdx')).toEqual({
      commit: 'aaa',
      timestamp: 1700000100,
      date: '2023-11-14',
    });
  });
});
