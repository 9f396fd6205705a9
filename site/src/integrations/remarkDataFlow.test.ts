import path from 'node:path';
import { compileInNode } from '../../gatsby/testing/compileInNode';
import { readCatalogue } from './catalogue';
import { guideDataFlow, integrationGuide } from './remarkDataFlow';

const siteRoot = path.resolve(__dirname, '../..');
const guidePath = (language: string, doc: string) =>
  path.join(siteRoot, 'content/docs', language, 'integrations', `${doc}.mdx`);

describe('where the data goes, on each integration guide', () => {
  it('recognises integration guides only', () => {
    expect(integrationGuide(guidePath('fr', 'alexa'))).toEqual({ siteRoot, language: 'fr', doc: 'alexa' });
    expect(integrationGuide(guidePath('en', 'index'))).toBeUndefined();
    expect(integrationGuide(path.join(siteRoot, 'content/docs/en/installation/docker.mdx'))).toBeUndefined();
    expect(integrationGuide(undefined)).toBeUndefined();
  });

  it('says what the catalogue says, in the guide’s language', () => {
    expect(guideDataFlow(guidePath('en', 'openai'))).toEqual({
      kind: 'cloud',
      label: 'Needs OpenAI',
      description: expect.stringContaining('OpenAI'),
    });
    expect(guideDataFlow(guidePath('fr', 'philips-hue'))).toEqual({
      kind: 'local',
      label: 'Local uniquement',
      description: expect.stringMatching(/^Fonctionne entièrement sur votre réseau local\u00a0:/),
    });
    expect(guideDataFlow(guidePath('fr', 'sonoff'))?.label).toBe('Local, cloud en option');
  });

  it('has a statement for every guide of the catalogue, in both languages', () => {
    for (const entry of readCatalogue(path.join(siteRoot, 'content/integrations.yaml'))) {
      for (const language of ['en', 'fr']) {
        const statement = guideDataFlow(guidePath(language, entry.doc));
        expect(statement?.kind).toBe(entry.dataFlow);
        expect(statement?.label).not.toMatch(/integrations\.|\{\{/);
      }
    }
  });

  it('opens the compiled guide with a plain paragraph: the badge, then the sentence', () => {
    const [guide, other] = compileInNode([
      { body: 'Talk to your home.', filePath: guidePath('en', 'openai') },
      { body: 'Install it.', filePath: path.join(siteRoot, 'content/docs/en/installation/docker.mdx') },
    ]);
    const [first, second] = guide?.compiled?.tree.filter((node) => typeof node !== 'string') ?? [];
    expect(first).toEqual([
      'p',
      { 'data-data-flow': 'cloud' },
      ['span', { 'data-data-flow-badge': 'cloud' }, 'Needs OpenAI'],
      expect.stringMatching(/^ Each question is sent to OpenAI,/),
    ]);
    expect(second).toEqual(['p', null, 'Talk to your home.']);
    expect(JSON.stringify(other?.compiled?.tree)).not.toContain('data-data-flow');
  });
});
