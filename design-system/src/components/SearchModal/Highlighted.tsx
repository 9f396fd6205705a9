import { Fragment } from 'react';
import * as styles from './SearchResults.css';
import type { HighlightedText } from './types';

/** Text segments as React text (never HTML), the matched ones in `<mark>`. */
export function Highlighted({
  text,
}: {
  /** The text, cut into segments where the search matched it. */
  text: HighlightedText;
}) {
  return (
    <>
      {text.segments.map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
