/** Announcement bar: show a changed announcement at once, even if an earlier one was dismissed. */
export const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/** A stored id that differs from the configured one means the bar has a new message. */
export function isNewAnnouncement(
  id: string,
  viewedId: string | null,
): boolean {
  return viewedId !== null && viewedId !== id;
}

export function revealChangedAnnouncement(
  html: HTMLElement,
  id: string,
  viewedId: string | null,
): boolean {
  if (!isNewAnnouncement(id, viewedId)) return false;
  html.setAttribute(INITIALLY_DISMISSED, 'false');
  return true;
}
