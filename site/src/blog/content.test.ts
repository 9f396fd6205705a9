import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { authorProblems, readAuthors } from './authors';

const siteRoot = path.resolve(__dirname, '../..');
const blogRoot = path.join(siteRoot, 'content/blog');

interface FrontMatter {
  title: string;
  description: string;
  date: Date;
  author: string;
  cover?: string;
  coverAlt?: string;
}

function readPost(language: string, file: string) {
  const source = fs.readFileSync(path.join(blogRoot, language, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${language}/${file} has no front matter`);
  const body = (match[2] ?? '').replace(/```[\s\S]*?```/g, '');
  return {
    frontmatter: yaml.load(match[1] ?? '') as FrontMatter,
    words: body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  };
}

const slugs = fs.readdirSync(path.join(blogRoot, 'en')).filter((file) => file.endsWith('.mdx'));
const authors = readAuthors(path.join(siteRoot, 'content/authors.yaml'));

describe('blog content', () => {
  it('has 34 posts, enough for four list pages with 4 on the last', () => {
    expect(slugs).toHaveLength(34);
    expect(
      fs
        .readdirSync(path.join(blogRoot, 'fr'))
        .filter((file) => file.endsWith('.mdx'))
        .sort(),
    ).toEqual([...slugs].sort());
  });

  it('has at least two authors, each complete with an avatar', () => {
    expect(authors.length).toBeGreaterThanOrEqual(2);
    expect(authorProblems(authors, path.join(siteRoot, 'static'))).toEqual([]);
  });

  it.each(slugs)('%s: 300 to 1,000 words in each language, same date and author, a known author', (file) => {
    const english = readPost('en', file);
    const french = readPost('fr', file);
    for (const post of [english, french]) {
      expect(post.words).toBeGreaterThanOrEqual(300);
      expect(post.words).toBeLessThanOrEqual(1000);
      expect(post.frontmatter.description.length).toBeLessThanOrEqual(160);
      expect(authors.map((author) => author.id)).toContain(post.frontmatter.author);
    }
    expect(french.frontmatter.date).toEqual(english.frontmatter.date);
    expect(french.frontmatter.author).toBe(english.frontmatter.author);
    expect(french.frontmatter.cover).toBe(english.frontmatter.cover);
    if (english.frontmatter.cover) {
      expect(fs.existsSync(path.resolve(blogRoot, 'en', english.frontmatter.cover))).toBe(true);
      expect(english.frontmatter.coverAlt).toBeTruthy();
      expect(french.frontmatter.coverAlt).toBeTruthy();
    }
  });

  it('spreads the posts from 2020 to 2025', () => {
    const years = new Set(slugs.map((file) => readPost('en', file).frontmatter.date.getUTCFullYear()));
    expect([...years].sort()).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
  });
});
