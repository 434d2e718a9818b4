import {describe, expect, it} from 'vitest';
import {
  extractRecords,
  toPlainText,
  STORED_CONTENT_LENGTH,
} from '../../../../src/search/engine/records';

const slugify = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const MARKDOWN = `---
title: Environment Variables
description: Every variable.
---

import Tabs from '@theme/Tabs';

Intro paragraph with a [link](./x.md) and \`code\`.

## Database

Set **DB_ENGINE** to pick the engine.

\`\`\`yaml title="docker-compose.yml"
services: {}
\`\`\`

### PostgreSQL {#postgres}

| Name | Meaning |
| --- | --- |
| DB_HOST | the host |

## Redis

:::warning

Redis is required.

:::
`;

describe('extractRecords', () => {
  const records = extractRecords(
    {
      markdown: MARKDOWN,
      permalink: '/docs/configuration/environment-variables',
      title: 'Environment Variables',
      description: 'Every variable.',
      lvl0: 'Configuration',
      version: '6.x',
    },
    slugify,
  );

  it('makes one page record and one per h2/h3 section', () => {
    expect(
      records.map((record) => [
        record.type,
        record.hierarchy.lvl2,
        record.hierarchy.lvl3,
      ]),
    ).toEqual([
      ['lvl1', null, null],
      ['lvl2', 'Database', null],
      ['lvl3', 'Database', 'PostgreSQL'],
      ['lvl2', 'Redis', null],
    ]);
  });

  it('builds URLs with heading anchors, honouring explicit ids', () => {
    expect(records.map((record) => record.url)).toEqual([
      '/docs/configuration/environment-variables',
      '/docs/configuration/environment-variables#database',
      '/docs/configuration/environment-variables#postgres',
      '/docs/configuration/environment-variables#redis',
    ]);
  });

  it('keeps prose and tables, drops front matter, imports, code blocks and admonition fences', () => {
    expect(records[0]?.text).toBe(
      'Every variable. Intro paragraph with a link and code.',
    );
    expect(records[1]?.text).toBe('Set DB_ENGINE to pick the engine.');
    expect(records[2]?.text).toContain('DB_HOST the host');
    expect(records[3]?.text).toBe('Redis is required.');
  });

  it('carries the version and group heading on every record', () => {
    expect(
      new Set(
        records.map((record) => `${record.hierarchy.lvl0} ${record.version}`),
      ),
    ).toEqual(new Set(['Configuration 6.x']));
  });

  it('stores at most the cut content length', () => {
    const long = extractRecords(
      {
        markdown: `## Long\n\n${'word '.repeat(200)}`,
        permalink: '/x',
        title: 'X',
        lvl0: 'X',
        version: null,
      },
      slugify,
    );
    expect(long[1]?.content?.length).toBeLessThanOrEqual(
      STORED_CONTENT_LENGTH + 1,
    );
    expect(long[1]?.text.length).toBeGreaterThan(STORED_CONTENT_LENGTH);
  });
});

describe('toPlainText', () => {
  it.each([
    {input: '**bold** and _italic_', expected: 'bold and italic'},
    {input: '[label](https://example.com)', expected: 'label'},
    {input: '<TabItem value="x">inside</TabItem>', expected: 'inside'},
    {input: '1. first\n2. second', expected: 'first second'},
    {input: 'escaped \\{ brace \\}', expected: 'escaped { brace }'},
  ])('turns $input into $expected', ({input, expected}) => {
    expect(toPlainText(input)).toBe(expected);
  });
});
