// Stands in for tslib where @docusaurus/utils-common requires it in the browser bundle. That compiled
// CommonJS module calls one tslib helper, but requiring tslib keeps every helper it has (≈ 4 KB gzip of
// main.js). tests/unit/plugins/tslibForUtilsCommon.test.ts fails if utils-common starts calling another.
exports.__importDefault = (module) =>
  module && module.__esModule ? module : {default: module};
