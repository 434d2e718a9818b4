import {useEffect, useState} from 'react';
import {CLOSED_MODAL, sameModalView, watchModalView} from './modalView';
import type {ModalView} from './modalView';

/**
 * The open DocSearch modal's parts, as ./modalView watches them. Closed on the server and at
 * hydration; the watcher reports the real view as soon as it starts.
 */
export function useModalView(): ModalView {
  const [view, setView] = useState<ModalView>(CLOSED_MODAL);
  useEffect(
    () =>
      watchModalView(document, (next) =>
        setView((previous) =>
          sameModalView(previous, next) ? previous : next,
        ),
      ),
    [],
  );
  return view;
}
