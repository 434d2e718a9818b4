import type {ComponentType, ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {onDemand} from '../../resilience/onDemand';
import {useSearchModal} from './useSearchModal';
import type {LocalSearchModalProps} from './LocalSearchModal';

// The modal and what adapts it to the local index (8 KB gzip, and DocSearch's modal) are
// downloaded when the reader reaches for search, not with every page.
const localSearchModal = onDemand<{
  default: ComponentType<LocalSearchModalProps>;
}>(() => import('./LocalSearchModal'));

// The theme's label (theme-search-algolia SearchTranslations, `button`).
const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
/** DocSearch's button texts, as the theme's SearchBar gives them. */
export const searchButtonTranslations = {
  buttonText: label,
  buttonAriaLabel: label,
};

/** DocSearch's public pieces, as the theme's SearchBar uses them, over the local index. */
export default function LocalSearchBar(): ReactNode {
  const {button, Modal, initialQuery, close} = useSearchModal(localSearchModal);
  return (
    <>
      <DocSearchButton translations={searchButtonTranslations} {...button} />
      {Modal
        ? createPortal(
            <Modal initialQuery={initialQuery} onClose={close} />,
            document.body,
          )
        : null}
    </>
  );
}
