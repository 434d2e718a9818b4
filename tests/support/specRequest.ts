/**
 * The request validator of the unit tests is the one the screenshot stand-in runs:
 * scripts/shared/specRequest.mjs (plain JavaScript, so that Node runs it without a TypeScript loader).
 */
export {SpecRequestValidator} from '../../scripts/shared/specRequest.mjs';
export type {
  CapturedRequest,
  RoutedOperation,
} from '../../scripts/shared/specRequest.mjs';
