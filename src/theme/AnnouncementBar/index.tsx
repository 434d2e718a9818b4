import {useEffect} from 'react';
import type {ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';
import {revealChangedAnnouncement} from '@site/src/resilience/announcement';

/**
 * Before React starts, an inline script hides a bar the reader dismissed, by the dismissal flag
 * alone. When the bar's id has changed since, Docusaurus clears the flag but the page stays hidden
 * until the next load; this shows the new announcement at once.
 */
// Docusaurus's own key (namespaced per site by its storage utilities, which fall back to memory).
const viewedAnnouncementId = createStorageSlot('docusaurus.announcement.id');

export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const id = announcementBar?.id;
  // Runs before the provider's own effect records the new id, so the old one is still stored.
  useEffect(() => {
    if (id)
      revealChangedAnnouncement(
        document.documentElement,
        id,
        viewedAnnouncementId.get(),
      );
  }, [id]);
  return <AnnouncementBar />;
}
