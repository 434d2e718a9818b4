import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Open Source',
    description: 'Free to use and open to everyone: built by its community, for its community.',
  },
  {
    title: 'Collaborative',
    description: 'Share receipts with the people you spend with, track joint expenses and see at a glance who owes what.',
  },
  {
    title: 'AI Powered',
    description: 'Let AI and OCR read your receipt images and fill in the details for you, so keeping track takes less effort.',
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className="row">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="col col--4">
              <div className={styles.card}>
                <Heading as="h2">{feature.title}</Heading>
                <p>{feature.description}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
