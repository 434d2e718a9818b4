import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

// Shown inside the page layout when a page fails to render, so the navbar stays usable.
// Our view adds role="alert" and moves focus to the heading; see src/theme/README.md.
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <CrashReport error={error} tryAgain={tryAgain} />
    </main>
  );
}
