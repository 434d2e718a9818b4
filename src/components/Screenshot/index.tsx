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

/**
 * A picture of the web app, taken from the app itself by `npm run refresh:screenshots`. Width and
 * height keep its place while it loads; it loads when the reader scrolls near it, since pages show
 * it below their opening text (tests/unit/screenshots/ checks the size against the image).
 */
export default function Screenshot({id, alt, width, height}: Props): ReactNode {
  const src = useBaseUrl(`/img/screenshots/${id}.webp`);
  return (
    <img
      className={styles.screenshot}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
