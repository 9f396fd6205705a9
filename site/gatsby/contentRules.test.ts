import fs from 'node:fs';
import path from 'node:path';
import { dockerInstructionProblems } from './dockerInstructions';
import { otherWordsForEmail, proseOf, translationValues } from './frenchVocabulary';
import { headingTranslationProblems, outlineHeadings } from './headingTranslations';
import { tabGroupProblems, tabSetsOf } from './tabGroups';

const siteRoot = path.resolve(__dirname, '..');
const contentRoot = path.join(siteRoot, 'content');

function filesUnder(folder: string, extension: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(folder, file))
    .sort();
}

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

function relative(file: string): string {
  return path.relative(siteRoot, file).split(path.sep).join('/');
}

describe('French vocabulary', () => {
  it('finds "e-mail" and "courriel" in any case or number, not "email"', () => {
    expect(otherWordsForEmail('Un E-mail, des e-mails, un courriel, des Courriels.')).toEqual([
      'E-mail',
      'e-mails',
      'courriel',
      'Courriels',
    ]);
    expect(otherWordsForEmail('Votre adresse email et vos emails.')).toEqual([]);
  });

  it('leaves code, link targets and addresses alone', () => {
    const source = [
      'Voir [le guide](/fr/e-mail/) ou https://x.example/e-mail.',
      '`e-mail` et <a href="mailto:e-mail@x.example">nous</a>.',
      '```bash\necho e-mail\n```',
    ].join('\n');
    expect(otherWordsForEmail(proseOf(source))).toEqual([]);
  });

  it('reads translation values, not keys', () => {
    expect(translationValues({ 'e-mail': { label: 'Adresse e-mail' }, list: ['courriel'] })).toEqual([
      'Adresse e-mail',
      'courriel',
    ]);
  });

  it('French docs, posts, legal pages and UI strings say "email", never "e-mail" or "courriel"', () => {
    const mdx = ['docs/fr', 'blog/fr', 'pages/fr'].flatMap((folder) =>
      filesUnder(path.join(contentRoot, folder), '.mdx'),
    );
    const locales = filesUnder(path.join(siteRoot, 'locales/fr'), '.json');
    const labels = path.resolve(siteRoot, '../design-system/src/labels/fr.ts');
    const found = [
      ...mdx.map((file) => [relative(file), otherWordsForEmail(proseOf(read(file)))] as const),
      ...locales.map(
        (file) =>
          [relative(file), translationValues(JSON.parse(read(file))).flatMap(otherWordsForEmail)] as const,
      ),
      ['design-system/src/labels/fr.ts', otherWordsForEmail(proseOf(read(labels)))] as const,
    ].filter(([, words]) => words.length > 0);
    expect(Object.fromEntries(found)).toEqual({});
  });
});

describe('Docker instructions', () => {
  const dockerRepository =
    'echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/docker.asc] https://download.docker.com/linux/debian bookworm stable"';

  it('accepts Docker’s repository with the Compose plugin, and mentions of the old package', () => {
    const source = [
      dockerRepository,
      'sudo apt install -y docker-ce docker-ce-cli containerd.io docker-compose-plugin',
      'sudo docker compose up -d',
      'Remove Debian’s `docker.io` first: `sudo apt remove docker.io docker-compose`.',
      'Edit `docker-compose.yml`; the old `docker-compose` program is Compose v1.',
    ].join('\n');
    expect(dockerInstructionProblems(source)).toEqual([]);
  });

  it('names Debian’s package, the Compose v1 command and an incomplete install', () => {
    expect(dockerInstructionProblems('For Docker, `sudo apt install docker.io` is enough.')).toEqual([
      'installs Debian’s docker.io, which has no Compose v2',
    ]);
    expect(dockerInstructionProblems('sudo apt-get install -y docker-compose')).toEqual([
      'installs the Compose v1 package docker-compose',
    ]);
    expect(dockerInstructionProblems('Then run `sudo docker-compose up -d`.')).toEqual([
      'runs the hyphenated Compose v1 command docker-compose',
    ]);
    expect(dockerInstructionProblems('sudo apt install docker-ce docker-ce-cli containerd.io')).toEqual([
      'installs docker-ce without docker-compose-plugin',
      'installs docker-ce without adding Docker’s APT repository',
    ]);
  });

  it('every docs page installs Docker from Docker’s repository, with Compose v2', () => {
    const pages = filesUnder(path.join(contentRoot, 'docs'), '.mdx');
    const found = pages
      .map((file) => [relative(file), dockerInstructionProblems(read(file))] as const)
      .filter(([, problems]) => problems.length > 0);
    expect(Object.fromEntries(found)).toEqual({});
  });
});

describe('integration guide headings', () => {
  it('reads level 2 and 3 headings without step numbers or code comments', () => {
    const source = '# Title\n## Setup\n### 2. Connect Foyer\n```bash\n## not a heading\n```\n#### Deep\n';
    expect(outlineHeadings(source)).toEqual(['Setup', 'Connect Foyer']);
  });

  it('names an English heading translated two ways, with the guides', () => {
    expect(
      headingTranslationProblems([
        { name: 'a.mdx', english: '## Privacy', french: '## Vie privée' },
        { name: 'b.mdx', english: '## Privacy', french: '## Confidentialité' },
        { name: 'c.mdx', english: '## Privacy\n## Setup', french: '## Vie privée' },
      ]),
    ).toEqual([
      'c.mdx: 2 headings in English, 1 in French',
      '"Privacy" is translated 2 ways: "Vie privée" (a.mdx); "Confidentialité" (b.mdx)',
    ]);
  });

  it('each repeated heading of the integration guides has one French translation', () => {
    const english = path.join(contentRoot, 'docs/en/integrations');
    const guides = filesUnder(english, '.mdx').map((file) => ({
      name: path.basename(file),
      english: read(file),
      french: read(path.join(contentRoot, 'docs/fr/integrations', path.basename(file))),
    }));
    expect(headingTranslationProblems(guides)).toEqual([]);
  });
});

describe('tab groups', () => {
  const installTabs = (groupId: string, compose: string) =>
    [
      `<Tabs label="Installation method" groupId="${groupId}">`,
      '<TabItem value="docker" label="Docker">\n\n```bash\n<Tabs>\n```\n\n</TabItem>',
      `<TabItem value="compose" label="${compose}">\n\ntext\n\n</TabItem>`,
      '</Tabs>',
    ].join('\n');

  it('reads each set’s group and its tabs, not what a code block shows', () => {
    expect(
      tabSetsOf(`${installTabs('install-method', 'Docker Compose')}\n<Tabs label="Phone">\n</Tabs>`),
    ).toEqual([
      {
        groupId: 'install-method',
        tabs: [
          { value: 'docker', label: 'Docker' },
          { value: 'compose', label: 'Docker Compose' },
        ],
      },
      { groupId: undefined, tabs: [] },
    ]);
  });

  it('names an unknown group, a value labelled two ways and twins that differ', () => {
    expect(
      tabGroupProblems([
        {
          name: 'a.mdx',
          english: installTabs('install-method', 'Docker Compose'),
          french: installTabs('install-method', 'Docker Compose'),
        },
        {
          name: 'b.mdx',
          english: installTabs('install-method', 'Compose'),
          french: installTabs('install', 'Docker Compose'),
        },
      ]),
    ).toEqual([
      'b.mdx (fr): unknown groupId "install" (known: install-method, operating-system, client)',
      'b.mdx: the English and French tabs differ in groups or values',
      'en install-method compose is labelled 2 ways: "Docker Compose" (a.mdx); "Compose" (b.mdx)',
    ]);
  });

  it('every grouped tab set of the docs names its choice the same way on every page, in both languages', () => {
    const english = path.join(contentRoot, 'docs/en');
    const pages = filesUnder(english, '.mdx').map((file) => ({
      name: path.relative(english, file),
      english: read(file),
      french: read(path.join(contentRoot, 'docs/fr', path.relative(english, file))),
    }));
    expect(tabGroupProblems(pages)).toEqual([]);
    // Install method is offered on at least two pages, so a reader's choice follows them.
    const installPages = pages.filter(({ english: source }) =>
      tabSetsOf(source).some((set) => set.groupId === 'install-method'),
    );
    expect(installPages.length).toBeGreaterThanOrEqual(2);
  });
});
