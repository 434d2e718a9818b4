/**
 * The demo server of the screenshot tests is the one the screenshot stand-in runs:
 * scripts/shared/demoApi.mjs (plain JavaScript, so that Node runs it without a TypeScript loader).
 */
export {
  DEMO_FIXTURES_DIR,
  createDemoApi,
  readDemoFixtures,
} from '../../scripts/shared/demoApi.mjs';
export type {
  DemoAnswer,
  DemoCall,
  DemoFixtures,
} from '../../scripts/shared/demoApi.mjs';
