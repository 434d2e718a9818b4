import '@testing-library/jest-dom/vitest';
import {afterEach} from 'vitest';
import {cleanup} from '@testing-library/react';

// With globals off, Testing Library cannot register its own cleanup.
afterEach(cleanup);
