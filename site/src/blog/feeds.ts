import { Feed } from 'feed';
import type { Language } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { BLOG_HOME } from '../config/routes';
import { blog } from '../config/blog';

export interface FeedPost {
  title: string;
  description: string;
  /** ISO date from the post's front matter. */
  date: string;
  /** Path with its language prefix. */
  path: string;
  author?: { name: string; link?: string };
}

export interface FeedChannel {
  language: Language;
  siteUrl: string;
  title: string;
  description: string;
  copyright: string;
}

/** The RSS 2.0 and Atom 1.0 documents of one language's blog, newest post first. */
export function buildFeeds(channel: FeedChannel, posts: FeedPost[]): { rss: string; atom: string } {
  const absolute = (path: string) => `${channel.siteUrl}${path}`;
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: absolute(localizePath(BLOG_HOME, channel.language)),
    link: absolute(localizePath(BLOG_HOME, channel.language)),
    language: channel.language,
    copyright: channel.copyright,
    updated: newestFirst[0] ? new Date(newestFirst[0].date) : undefined,
    generator: 'Foyer website',
    feedLinks: {
      rss: absolute(localizePath(blog.rssPath, channel.language)),
      atom: absolute(localizePath(blog.atomPath, channel.language)),
    },
  });
  for (const post of newestFirst) {
    feed.addItem({
      title: post.title,
      id: absolute(post.path),
      link: absolute(post.path),
      description: post.description,
      date: new Date(post.date),
      author: post.author ? [post.author] : undefined,
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
