import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KitItem } from './KitItem';
import type { KitImages } from './kitImages';
import type { KitItemSpec } from './kitItems';
import * as styles from './starterKit.css';

export interface KitSectionProps {
  /** Key under `sections` for the heading and introduction; also the heading's id. */
  section: 'base' | 'devices';
  items: readonly KitItemSpec[];
  images: KitImages;
  /** Loads this section's first picture eagerly (the top of the page). */
  eagerFirstImage?: boolean;
  /** Shown under the cards, such as a side note. */
  children?: ReactNode;
}

/** A titled group of kit cards in a responsive grid. */
export function KitSection({ section, items, images, eagerFirstImage = false, children }: KitSectionProps) {
  const { t } = useTranslation('starterKit');
  const headingId = `starter-kit-${section}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t(`sections.${section}.title`)}
      </h2>
      <p className={styles.sectionIntro}>{t(`sections.${section}.intro`)}</p>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <KitItem
            key={item.id}
            item={item}
            image={images.get(item.image)}
            eager={eagerFirstImage && index === 0}
          />
        ))}
      </ul>
      {children}
    </section>
  );
}
