import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  formatSpecProblems,
  validateApiSpec,
} from '../../../src/api-reference/plugin/validateSpec';

const fixture = (name: string): string =>
  path.resolve(__dirname, '../../fixtures/broken-specs', name);
const LINT_CONFIG = path.resolve(__dirname, '../../../api-spec/redocly.yaml');

describe('validateApiSpec', () => {
  it('passes the real spec with zero errors and zero warnings', async () => {
    expect(
      await validateApiSpec(
        path.resolve(__dirname, '../../../api-spec/openapi.yaml'),
      ),
    ).toEqual([]);
  });

  it.each([
    {
      name: 'a YAML syntax error',
      file: 'yaml-syntax.yaml',
      rule: /parse|struct|no-/,
      message:
        /unexpected end|missed comma|quoted|end of the stream|YAML|unterminated|Unexpected/i,
      line: 10,
    },
    {
      name: 'a $ref to nothing',
      file: 'missing-ref.yaml',
      rule: /no-unresolved-refs/,
      message: /Can't resolve \$ref/,
      line: 28,
    },
    {
      name: 'a missing required field',
      file: 'missing-required.yaml',
      rule: /spec|struct|info-/,
      message: /title/,
      line: 2,
    },
    {
      name: 'a wrong openapi version',
      file: 'wrong-version.yaml',
      rule: /parse/,
      message: /version/i,
      line: undefined,
    },
  ])(
    'reports $name with the file, the line and the problem',
    async ({file, rule, message, line}) => {
      const problems = await validateApiSpec(fixture(file), LINT_CONFIG);
      const errors = problems.filter((problem) => problem.severity === 'error');
      expect(errors.length, JSON.stringify(problems)).toBeGreaterThan(0);
      const problem = errors.find(
        (candidate) =>
          rule.test(candidate.rule) && message.test(candidate.message),
      );
      expect(problem, JSON.stringify(errors)).toBeDefined();
      expect(problem?.file).toBe(fixture(file));
      expect(problem?.line).toBe(line);
      expect(formatSpecProblems(errors)).toContain(
        `${fixture(file)}${problem?.line ? `:${problem.line}` : ''}`,
      );
    },
  );

  it('reports a missing file instead of fetching it as a URL', async () => {
    const problems = await validateApiSpec(fixture('does-not-exist.yaml'));
    expect(problems).toEqual([
      expect.objectContaining({rule: 'no-such-file', severity: 'error'}),
    ]);
  });
});
