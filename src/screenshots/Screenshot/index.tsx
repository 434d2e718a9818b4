import {useEffect, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  /** The screen's id: its image is static/img/screenshots/<id>.webp, its manifest tests/fixtures/screenshots/<id>.json. */
  id: string;
  /** What the picture shows, for readers who cannot see it. */
  alt: string;
  /** The size it is shown at, in CSS pixels: half its pixels, so a 2x screen gets them all. */
  width: number;
  height: number;
}

/** An image that has finished loading without a picture (offline and never seen, or missing). */
function failed(image: HTMLImageElement | null): boolean {
  return image !== null && image.complete && image.naturalWidth === 0;
}

/**
 * A picture of the web app, taken from the app itself by `npm run refresh:screenshots`. Width and
 * height keep its place while it loads; it loads when the reader scrolls near it, since pages show
 * it below their opening text (tests/unit/screenshots/ checks the size against the image).
 *
 * It is a plain link to its full image, which has twice the pixels the page shows: it opens larger
 * with a click, a tap or Enter, with or without JavaScript. A picture that cannot be loaded (offline,
 * when the reader never saw it online: src/offline/sw.js answers it with nothing) shows its alt
 * text in a quiet frame instead of a broken image. An image that failed before the page hydrated
 * fired its `error` event before React listened, so the first effect asks the image itself.
 */
export default function Screenshot({id, alt, width, height}: Props): ReactNode {
  const src = useBaseUrl(`/img/screenshots/${id}.webp`);
  const image = useRef<HTMLImageElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (failed(image.current)) setUnavailable(true);
  }, []);
  if (unavailable)
    return (
      <span className={styles.unavailable} data-picture-unavailable="">
        {alt}
      </span>
    );
  return (
    // A file, not a page of the app: a plain link, which the app's router leaves to the browser
    // (Link would open it in a new tab, with `pathname://`).
    // eslint-disable-next-line @docusaurus/no-html-links
    <a className={styles.link} href={src}>
      <img
        ref={image}
        className={styles.screenshot}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onError={() => setUnavailable(true)}
      />
    </a>
  );
}
