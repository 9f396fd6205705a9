import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../i18n/languages';
import { localizePath } from '../i18n/routing';
import { blog, blogAuthorPath } from '../config/blog';
import { site } from '../config/site';
import { withByline } from './byline';
import { buildFeeds, type FeedPost } from './feeds';

type GraphqlRunner = <Result>(query: string) => Promise<{ data?: Result; errors?: unknown }>;

function feedAuthor(author: { authorId: string; name: string }, language: Language) {
  return { name: author.name, link: `${site.url}${localizePath(blogAuthorPath(author.authorId), language)}` };
}

/** Writes public/blog/{rss,atom}.xml and their /fr/ twins; returns the files written. */
export async function writeFeeds(graphql: GraphqlRunner, siteDir: string): Promise<string[]> {
  const result = await graphql<Queries.BlogFeedQuery>(`
    query BlogFeed {
      allMdx(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          fields {
            path
            language
          }
          frontmatter {
            title
            description
            date
            author {
              authorId
              name
            }
          }
        }
      }
    }
  `);
  if (!result.data) throw new Error(`Could not read the blog posts for the feeds: ${String(result.errors)}`);
  const written: string[] = [];
  for (const language of LANGUAGES) {
    const strings = JSON.parse(
      fs.readFileSync(path.join(siteDir, 'locales', language, 'common.json'), 'utf8'),
    ) as { blog: { feed: { title: string; description: string } } };
    const posts: FeedPost[] = result.data.allMdx.nodes
      .filter((node) => node.fields.language === language)
      .map(({ fields, frontmatter }) => {
        const { title, description, date, author } = withByline(frontmatter, fields.path);
        return { title, description, date, path: fields.path, author: feedAuthor(author, language) };
      });
    const { rss, atom } = buildFeeds(
      {
        language,
        siteUrl: site.url,
        title: strings.blog.feed.title,
        description: strings.blog.feed.description,
        copyright: `© ${site.copyrightYear} ${site.name}`,
      },
      posts,
    );
    for (const [feedPath, xml] of [
      [blog.rssPath, rss],
      [blog.atomPath, atom],
    ] as const) {
      const file = path.join(siteDir, 'public', localizePath(feedPath, language));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, xml);
      written.push(file);
    }
  }
  return written;
}
