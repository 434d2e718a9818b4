// DocSearch's modal bundles zod 4, which probes once whether it may compile parsers with
// `new Function("")`. Under our CSP (no 'unsafe-eval') the probe is blocked and caught, zod falls
// back to plain parsing, but the browser still reports a CSP violation on every page that loads
// the modal. The probe's answer is known at build time, "no": write it in. A DocSearch update that
// changes the probe fails the build here instead of bringing the violation back.
const PROBE = 'try{return new Function(""),!0}catch(e){return!1}';
const ANSWER = 'return!1';

module.exports = function answerZodEvalProbe(source) {
  const count = source.split(PROBE).length - 1;
  if (count !== 1) {
    throw new Error(
      `${this.resourcePath}: expected zod's eval probe once, found it ${count} times; update src/plugins/strict-csp.`,
    );
  }
  return source.replace(PROBE, ANSWER);
};
