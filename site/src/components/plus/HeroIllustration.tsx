import * as styles from './HeroIllustration.css';

/**
 * A house and a phone joined by a padlocked link: remote access, encrypted end to
 * end. Decorative (the text beside it says the same), so hidden from assistive technology.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.root, className].filter(Boolean).join(' ')}
      viewBox="0 0 360 260"
      width="360"
      height="260"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.glow} cx="222" cy="72" r="62" />
      <path className={styles.ground} d="M20 222h320" />

      {/* The house, its windows lit. */}
      <path className={styles.surface} d="M56 116 105 74l49 42v106H56z" />
      <path className={styles.line} d="M40 128 105 72l65 56" />
      <path className={styles.line} d="M56 116v106h98V116" />
      <rect className={styles.lit} x="70" y="134" width="24" height="22" rx="3" />
      <rect className={styles.lit} x="116" y="134" width="24" height="22" rx="3" />
      <path className={styles.line} d="M94 222v-42a11 11 0 0 1 22 0v42" />
      <path className={styles.line} d="M126 92V70h14v34" />

      {/* The encrypted link, from the house to the phone. */}
      <path className={styles.link} d="M160 112C182 50 262 44 286 104" />
      <path className={styles.accentLine} d="M212 70v-8a10 10 0 0 1 20 0v8" />
      <rect className={styles.accent} x="204" y="68" width="36" height="28" rx="6" />
      <circle className={styles.keyhole} cx="222" cy="80" r="3.5" />
      <path className={styles.keyholeLine} d="M222 82v6" />

      {/* The phone, showing a dashboard. */}
      <rect className={styles.surface} x="266" y="104" width="66" height="118" rx="11" />
      <rect className={styles.line} x="266" y="104" width="66" height="118" rx="11" />
      <rect className={styles.screen} x="274" y="118" width="50" height="88" rx="3" />
      <rect className={styles.lit} x="280" y="126" width="17" height="17" rx="3" />
      <rect className={styles.tile} x="301" y="126" width="17" height="17" rx="3" />
      <rect className={styles.tile} x="280" y="148" width="38" height="12" rx="3" />
      <rect className={styles.toggle} x="280" y="168" width="22" height="11" rx="5.5" />
      <circle className={styles.accent} cx="296.5" cy="173.5" r="3.5" />
      <path className={styles.line} d="M291 213h16" />

      {/* A few sparks around the link. */}
      <path className={styles.spark} d="M178 40v10M173 45h10" />
      <path className={styles.spark} d="M272 58v8M268 62h8" />
      <circle className={styles.dot} cx="196" cy="120" r="2.5" />
      <circle className={styles.dot} cx="252" cy="124" r="2.5" />
    </svg>
  );
}
