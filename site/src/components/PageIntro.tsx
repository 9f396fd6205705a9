import { useTranslation } from 'react-i18next';
import { type PageKey } from './pageKeys';

/** Heading and introduction of a page whose full content is yet to come. */
export function PageIntro({ page }: { page: PageKey }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <h1>{t(`${page}.heading`)}</h1>
      <p>{t(`${page}.intro`)}</p>
    </>
  );
}
