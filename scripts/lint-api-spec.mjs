#!/usr/bin/env node
// Lints the API spec with the same check the build runs (src/api-reference/plugin/validateSpec.ts), so a
// spec edit can be checked in a second instead of a full build. Exit code 1 on any error.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.resolve(root, process.argv[2] ?? 'api-spec/openapi.yaml');
const {validateApiSpec, formatSpecProblems} = createJiti(import.meta.url)(
  path.join(root, 'src/api-reference/plugin/validateSpec.ts'),
);

const problems = await validateApiSpec(specPath);
const errors = problems.filter((problem) => problem.severity === 'error');
if (problems.length > 0) console.log(formatSpecProblems(problems));
console.log(
  `${path.relative(root, specPath)}: ${errors.length} errors, ${problems.length - errors.length} warnings`,
);
process.exitCode = errors.length > 0 ? 1 : 0;
