export { AnnouncementBar } from './AnnouncementBar';
export {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_STORAGE_KEY,
  announcementBarScript,
} from './announcementBarScript';
export type { AnnouncementBarLabels, AnnouncementBarProps } from './AnnouncementBar';
