import { useTranslation } from 'react-i18next';
import { type PageKey } from './pageKeys';
import { PageTitle } from './PageTitle';

/** Heading and introduction of a page whose full content is yet to come. */
export function PageIntro({ page }: { page: PageKey }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageTitle>{t(`${page}.heading`)}</PageTitle>
      <p>{t(`${page}.intro`)}</p>
    </>
  );
}
