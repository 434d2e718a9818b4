/**
 * The plugin's "New version available" prompt, announced: it appears on its own, after a new build
 * was downloaded in the background, so screen readers are told through a polite status region.
 */
import type {ReactNode} from 'react';
import PwaReloadPopup from '@theme-init/PwaReloadPopup';
import type {Props} from '@theme/PwaReloadPopup';

export default function PwaReloadPopupWrapper(props: Props): ReactNode {
  return (
    <div role="status" aria-live="polite" data-reload-prompt="">
      <PwaReloadPopup {...props} />
    </div>
  );
}
