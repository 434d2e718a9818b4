/**
 * The v4 future flags are pinned by name (src/config/future.ts). When an update of Docusaurus
 * changes what `v4: true` turns on, this fails: decide on the new flag, then list it.
 */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {V4_FUTURE_FLAGS} from '../../../src/config/future';

const require = createRequire(import.meta.url);

describe('the v4 future flags', () => {
  it('name every flag that v4: true turns on in the installed Docusaurus, each on', () => {
    // Not a public export: the set `v4: true` expands to, read where core defines it.
    const {DEFAULT_FUTURE_V4_CONFIG_TRUE} =
      require('@docusaurus/core/lib/server/configValidation.js') as {
        DEFAULT_FUTURE_V4_CONFIG_TRUE: Record<string, boolean>;
      };
    expect(V4_FUTURE_FLAGS).toEqual(DEFAULT_FUTURE_V4_CONFIG_TRUE);
  });
});
