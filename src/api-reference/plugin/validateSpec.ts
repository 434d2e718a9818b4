/**
 * Lints the OpenAPI file with the rules in api-spec/redocly.yaml (Redoc's own tooling), so that a
 * bad spec stops the build with the file, the line and the problem, instead of a half-rendered /api.
 */
import path from 'node:path';
import {existsSync} from 'node:fs';
import {getLineColLocation, lint, loadConfig} from '@redocly/openapi-core';
import type {NormalizedProblem} from '@redocly/openapi-core';

export interface SpecProblem {
  file: string;
  line?: number;
  severity: 'error' | 'warn';
  rule: string;
  message: string;
}

export async function validateApiSpec(
  specPath: string,
  configPath?: string,
): Promise<SpecProblem[]> {
  if (!existsSync(specPath)) {
    return [
      {
        file: specPath,
        severity: 'error',
        rule: 'no-such-file',
        message: 'The spec file does not exist.',
      },
    ];
  }
  const lintConfigPath =
    configPath ?? path.join(path.dirname(specPath), 'redocly.yaml');
  try {
    const config = await loadConfig({
      configPath: existsSync(lintConfigPath) ? lintConfigPath : undefined,
    });
    const problems = await lint({ref: specPath, config});
    return problems.map((problem) => toSpecProblem(problem, specPath));
  } catch (error: unknown) {
    return [fromThrown(error, specPath)];
  }
}

function toSpecProblem(
  problem: NormalizedProblem,
  specPath: string,
): SpecProblem {
  const location = problem.location[0];
  const line = location ? getLineColLocation(location).start.line : undefined;
  return {
    file: location?.source.absoluteRef ?? specPath,
    line,
    severity: problem.severity === 'error' ? 'error' : 'warn',
    rule: problem.ruleId,
    message: problem.message,
  };
}

// YAML syntax errors and unsupported `openapi` versions are thrown rather than reported; a YAML
// error carries js-yaml's zero-based mark (openapi-core's YamlParseError.originalError).
function fromThrown(error: unknown, specPath: string): SpecProblem {
  const message = error instanceof Error ? error.message : String(error);
  const details = error as {
    originalError?: {mark?: {line?: number}};
    source?: {absoluteRef?: string};
  } | null;
  const markLine = details?.originalError?.mark?.line;
  return {
    file: details?.source?.absoluteRef ?? specPath,
    line: typeof markLine === 'number' ? markLine + 1 : undefined,
    severity: 'error',
    rule: 'parse',
    message: message.split('\n')[0] ?? message,
  };
}

export function formatSpecProblems(problems: readonly SpecProblem[]): string {
  const lines = problems.map(
    (problem) =>
      `  ${problem.file}${problem.line ? `:${problem.line}` : ''}  ${problem.severity}  ${problem.rule}  ${problem.message}`,
  );
  return [
    `The API spec is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    ...lines,
  ].join('\n');
}
