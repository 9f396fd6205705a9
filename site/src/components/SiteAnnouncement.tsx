import { useTranslation } from 'react-i18next';
import { AnnouncementBar } from '@foyer/design-system';
import { ANNOUNCEMENT_STORAGE_KEY, announcement } from '../config/announcement';
import { usePageLanguage } from '../i18n/usePageLanguage';

/** The configured announcement, in the page's language; nothing when none is configured. */
export function SiteAnnouncement() {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  if (!announcement) return null;
  return (
    <AnnouncementBar
      id={announcement.id}
      storageKey={ANNOUNCEMENT_STORAGE_KEY}
      dismissLabel={t('announcement.dismiss')}
    >
      {announcement.text[language]}
    </AnnouncementBar>
  );
}
