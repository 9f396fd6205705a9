import { type Language } from './language';
import { type FeedbackAnswer } from './siteRules';
import { type Queryable, type Store } from './store/store';
import { spendChallenge, type SpentChallenge } from './submissions';

/** One answer to "Was this page helpful?": the page, its language and yes or no. */
export interface PageAnswer {
  page: string;
  language: Language;
  helpful: FeedbackAnswer;
  challenge: SpentChallenge | undefined;
}

/** The day in UTC, as the database computes it: the only time kept with feedback. */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

/**
 * Counts an answer: the page's total of the day goes up by one, in the same
 * transaction that spends the proof of work. No row is kept per answer.
 */
export async function recordAnswer(store: Store, input: PageAnswer): Promise<void> {
  const yes = input.helpful === 'yes' ? 1 : 0;
  await store.transaction(async (tx) => {
    await spendChallenge(tx, input.challenge);
    await tx.query(
      `INSERT INTO feedback_totals (page, language, day, yes, no) VALUES ($1, $2, ${TODAY}, $3, $4)
       ON CONFLICT (page, day) DO UPDATE
       SET yes = feedback_totals.yes + EXCLUDED.yes, no = feedback_totals.no + EXCLUDED.no`,
      [input.page, input.language, yes, 1 - yes],
    );
  });
}

/**
 * Keeps the comment that may follow an answer. It comes as a post of its own with the
 * same page and answer; the answer itself was counted by the first post, so it is not
 * counted again, and nothing ties the two posts together.
 */
export async function recordComment(store: Store, input: PageAnswer & { comment: string }): Promise<void> {
  await store.transaction(async (tx) => {
    await spendChallenge(tx, input.challenge);
    await tx.query(
      `INSERT INTO feedback_comments (page, language, helpful, comment, received_on)
       VALUES ($1, $2, $3, $4, ${TODAY})`,
      [input.page, input.language, input.helpful === 'yes', input.comment],
    );
  });
}

export interface PageTotals {
  page: string;
  yes: number;
  no: number;
  comments: number;
}

/**
 * Totals per page since the first answer (comments: those still kept), the pages
 * with the most "no" first, as they are the ones failing their readers.
 */
export async function feedbackTotals(db: Queryable): Promise<PageTotals[]> {
  return db.query<PageTotals>(
    `SELECT page, sum(yes)::int AS yes, sum(no)::int AS no, sum(comments)::int AS comments
     FROM (
       SELECT page, yes, no, 0 AS comments FROM feedback_totals
       UNION ALL
       SELECT page, 0, 0, 1 FROM feedback_comments
     ) AS counts
     GROUP BY page
     ORDER BY no DESC, yes DESC, page`,
  );
}

export interface PageComment {
  id: number;
  received_on: string;
  page: string;
  language: string;
  helpful: 'yes' | 'no';
  comment: string;
}

/** The comments kept, oldest first; of one page when `page` is given. */
export async function feedbackComments(db: Queryable, page?: string): Promise<PageComment[]> {
  return db.query<PageComment>(
    `SELECT id, to_char(received_on, 'YYYY-MM-DD') AS received_on, page, language,
            CASE WHEN helpful THEN 'yes' ELSE 'no' END AS helpful, comment
     FROM feedback_comments WHERE $1::text IS NULL OR page = $1 ORDER BY received_on, id`,
    [page ?? null],
  );
}
