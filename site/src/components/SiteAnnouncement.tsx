import { AnnouncementBar } from '@foyer/design-system';
import { SITE_ANNOUNCEMENT_STORAGE_KEY, announcement } from '../config/announcement';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { announcementBarLabelsFr } from '@foyer/design-system/labels';
import { FrenchLabels } from '../i18n/FrenchLabels';

/** The configured announcement, in the page's language; nothing when none is configured. */
export function SiteAnnouncement() {
  const language = usePageLanguage();
  if (!announcement) return null;
  return (
    <FrenchLabels labels={{ announcementBar: announcementBarLabelsFr }}>
      <AnnouncementBar id={announcement.id} storageKey={SITE_ANNOUNCEMENT_STORAGE_KEY}>
        {announcement.text[language]}
      </AnnouncementBar>
    </FrenchLabels>
  );
}
