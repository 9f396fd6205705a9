import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { Layout } from '../components/Layout';
import { PageIntro } from '../components/PageIntro';
import { pageHead } from '../components/pageHead';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { required } from '../templates/required';
import { ProjectCountersIsland } from '../lazy/islands';
import * as styles from '../components/open/open.css';

/** The project in figures (spec §2): counters from content/open.yaml and the latest yearly review. */
export default function OpenPage({ data }: PageProps<Queries.OpenPageQuery>) {
  const { t } = useTranslation('pages');
  const language = usePageLanguage();
  const figures = required(data.projectFigures, 'figures of content/open.yaml');
  const review = data.latestReview.nodes[0]?.post;
  return (
    <Layout>
      <PageIntro page="open" />
      <p className={styles.muted}>{t('open.takenOn', { date: formatDate(figures.takenOn, language) })}</p>
      <ProjectCountersIsland figures={figures} />
      <p className={styles.muted}>{t('open.countedHow')}</p>
      {review ? (
        <section aria-labelledby="review">
          <h2 id="review">{t('open.reviewTitle')}</h2>
          <p>
            <Link href={review.fields.path} variant="standalone">
              {t('open.reviewLink', { title: review.frontmatter.title })}
            </Link>
          </p>
        </section>
      ) : null}
    </Layout>
  );
}

export const Head = pageHead('open');

export const query = graphql`
  query OpenPage($language: String!) {
    projectFigures {
      takenOn
      homeInstances
      plusSubscribers
      monthlyRecurringRevenue
      forumMembers
      forumPageViews
    }
    latestReview: allBlogPost(
      filter: { language: { eq: $language }, slug: { regex: "/-in-review$/" } }
      sort: { date: DESC }
      limit: 1
    ) {
      nodes {
        post {
          fields {
            path
          }
          frontmatter {
            title
          }
        }
      }
    }
    ...LocaleStrings
  }
`;
