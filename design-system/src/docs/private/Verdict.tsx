import * as styles from './samples.css';

export interface VerdictProps {
  passes: boolean;
  passLabel: string;
  failLabel: string;
}

/** Pass or fail in words, with a mark for scanning; never colour alone. */
export function Verdict({ passes, passLabel, failLabel }: VerdictProps) {
  return (
    <span className={passes ? styles.verdict.pass : styles.verdict.fail}>
      <span aria-hidden="true">{passes ? '✓ ' : '✕ '}</span>
      {passes ? passLabel : failLabel}
    </span>
  );
}
