import { XMLParser } from 'fast-xml-parser';
import { buildFeeds, type FeedPost } from './feeds';

const posts: FeedPost[] = [
  { title: 'Older & wiser', description: 'First.', date: '2023-02-14', path: '/fr/blog/older/' },
  {
    title: 'Newer',
    description: 'Second <b>bold</b>.',
    date: '2024-03-26',
    path: '/fr/blog/newer/',
    author: { name: 'Malik Benali', link: 'https://foyer.example/fr/blog/authors/#malik' },
  },
];

const channel = {
  language: 'fr' as const,
  siteUrl: 'https://foyer.example',
  title: 'Le blog de Foyer',
  description: 'Versions et récits.',
  copyright: '© 2025 Foyer',
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

describe('buildFeeds', () => {
  it('writes an RSS 2.0 channel with every post, newest first, with absolute links', () => {
    const { rss } = buildFeeds(channel, posts);
    const document = parser.parse(rss) as {
      rss: {
        '@version': string;
        channel: { title: string; language: string; item: { title: string; link: string }[] };
      };
    };
    expect(document.rss['@version']).toBe('2.0');
    expect(document.rss.channel.title).toBe('Le blog de Foyer');
    expect(document.rss.channel.language).toBe('fr');
    expect(document.rss.channel.item.map((item) => item.title)).toEqual(['Newer', 'Older & wiser']);
    expect(document.rss.channel.item[0]?.link).toBe('https://foyer.example/fr/blog/newer/');
  });

  it('writes an Atom 1.0 feed with its own address and every entry', () => {
    const { atom } = buildFeeds(channel, posts);
    const document = parser.parse(atom) as {
      feed: {
        '@xmlns': string;
        link: { '@rel'?: string; '@href': string }[];
        entry: { title: { '#text': string } | string; updated: string }[];
      };
    };
    expect(document.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(document.feed.link.find((link) => link['@rel'] === 'self')?.['@href']).toBe(
      'https://foyer.example/fr/blog/atom.xml',
    );
    expect(document.feed.entry).toHaveLength(2);
    expect(document.feed.entry[0]?.updated).toBe('2024-03-26T00:00:00.000Z');
  });
});
