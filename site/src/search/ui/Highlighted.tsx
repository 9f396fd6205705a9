import type { TextSegment } from '../highlight';

/** Highlighted text as React text and <mark> elements: a result is never inserted as HTML. */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.highlighted ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
