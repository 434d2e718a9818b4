import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import {DEMO_URL, DOCS_ENTRY_PATH} from '@site/src/config/site';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Self-hosted receipt manager"
      description="Receipt Wrangler is an open-source, self-hosted receipt manager: scan receipts with OCR and AI, split them with your group, and keep your data.">
      <header className={`hero hero--primary ${styles.hero}`}>
        <div className="container">
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <div className={styles.buttons}>
            <Link
              className="button button--secondary button--lg"
              to={DOCS_ENTRY_PATH}>
              Get started
            </Link>
            <Link
              className="button button--secondary button--lg"
              href={DEMO_URL}>
              Try it out
            </Link>
          </div>
        </div>
      </header>
      <main>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
