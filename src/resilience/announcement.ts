/** Announcement bar: show a changed announcement at once, even if an earlier one was dismissed. */
const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/** A stored id that differs from the configured one means the bar has a new message: un-hide it. */
export function revealChangedAnnouncement(
  html: HTMLElement,
  id: string,
  viewedId: string | null,
): void {
  if (viewedId !== null && viewedId !== id)
    html.setAttribute(INITIALLY_DISMISSED, 'false');
}
