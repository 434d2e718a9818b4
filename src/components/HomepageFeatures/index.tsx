import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: string;
  /** A decorative drawing in static/img/features/, loaded as a file so no page's script carries it. */
  illustration: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Open Source',
    description:
      'Free to use, with its source open to everyone under the AGPL-3.0: read it, report issues and contribute.',
    illustration: '/img/features/open-source.svg',
  },
  {
    title: 'Collaborative',
    description:
      'Share receipts with the people you spend with, track joint expenses and see at a glance who owes what.',
    illustration: '/img/features/collaborative.svg',
  },
  {
    title: 'AI Powered',
    description:
      'Let AI and OCR read your receipt images and fill in the details for you, so keeping track takes less effort.',
    illustration: '/img/features/ai-powered.svg',
  },
];

function FeatureCard({title, description, illustration}: Feature): ReactNode {
  return (
    <div className={styles.card}>
      {/* Decorative: the heading and text say everything the drawing shows. */}
      <img
        className={styles.illustration}
        src={useBaseUrl(illustration)}
        alt=""
        width={200}
        height={140}
      />
      <Heading as="h2">{title}</Heading>
      <p>{description}</p>
    </div>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className="row">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="col col--4">
              <FeatureCard {...feature} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
