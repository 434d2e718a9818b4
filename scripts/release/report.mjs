import {identity} from './compare.mjs';

/**
 * The drift report: a model built from the comparisons (compare.mjs) and their places on the pages
 * (pages.mjs), rendered as text for a maintainer, and the exit status it stands for.
 */

/** 0: nothing drifted; 1: something drifted; 2: a reader failed or could not read the tag. */
export function exitStatus(report) {
  if (
    report.readers.some(
      (reader) => reader.status === 'failed' || reader.status === 'unsupported',
    )
  )
    return 2;
  return report.summary.drift ? 1 : 0;
}

/**
 * The report's model. `from` is what the fixtures were read from, `to` the tag read now; `readers`
 * says what each reader did (`read`, `skipped` by an option, `unsupported` for that tag, `failed`).
 *
 * @param {{from: object, to: object, readers: object[], facts?: unknown[], operations?: unknown[],
 *   types?: unknown[], pictures?: unknown[], placed?: unknown[]}} input
 */
export function buildReport({
  from,
  to,
  readers,
  facts = [],
  operations = [],
  types = [],
  pictures = [],
  placed = [],
}) {
  const pages = new Map();
  for (const item of placed) {
    if (!pages.has(item.page)) pages.set(item.page, []);
    pages.get(item.page).push(item);
  }
  const pageList = [...pages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page, items]) => ({
      page,
      items: items.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    }));
  const placedFacts = new Set(
    placed.filter((item) => item.kind === 'fact').map((item) => item.fact),
  );
  const summary = {
    pages: pageList.length,
    lines: placed.filter((item) => item.line !== null).length,
    facts: facts.length,
    unplacedFacts: facts.filter((fact) => !placedFacts.has(fact)).length,
    operations: operations.length,
    types: types.length,
    pictures: pictures.length,
  };
  summary.drift =
    facts.length + operations.length + types.length + pictures.length > 0;
  return {
    from,
    to,
    readers,
    pages: pageList,
    unplacedFacts: facts.filter((fact) => !placedFacts.has(fact)),
    facts,
    operations,
    types,
    pictures,
    summary,
  };
}

const short = (commit) => (commit ? commit.slice(0, 7) : '?');

/** A value as the report writes it: a text in quotes, a rule or an error by its words. */
export function formatValue(value) {
  if (value === null) return 'null';
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (typeof value.message === 'string' && typeof value.field === 'string')
    return `${value.field}: “${value.message}”${value.when ? ` when ${[value.when].flat().join(' or ')}` : value.condition ? ` when ${value.condition}` : ''}`;
  if (typeof value.status === 'number')
    return `${value.status}${value.message ? ` “${value.message}”` : ''}${value.from ? ` (${value.from})` : ''}`;
  const text = JSON.stringify(value, (key, item) =>
    ['source', 'router', 'sources', 'operationId'].includes(key)
      ? undefined
      : item,
  );
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

/** One difference: where (its path), then the fixture's value and the tag's. */
export function formatDiff(diff, report) {
  // A list element added or removed is named by its value; its identity in the path says it twice.
  const value = diff.change === 'added' ? diff.after : diff.before;
  const path =
    (diff.change === 'added' || diff.change === 'removed') &&
    diff.path.length &&
    identity(value) === diff.path[diff.path.length - 1]
      ? diff.path.slice(0, -1)
      : diff.path;
  const where = path.length ? `${path.join(' › ')}: ` : '';
  const fromTag = report.from.tag;
  const toTag = report.to.tag;
  switch (diff.change) {
    case 'added':
      return `${where}only at ${toTag}: ${formatValue(diff.after)}`;
    case 'removed':
      return `${where}only at ${fromTag}: ${formatValue(diff.before)}`;
    case 'reordered':
      return `${where}order ${formatValue(diff.before)} at ${fromTag}, ${formatValue(diff.after)} at ${toTag}`;
    default:
      return `${where}${formatValue(diff.before)} at ${fromTag}, ${formatValue(diff.after)} at ${toTag}`;
  }
}

function changeWord(change, report) {
  if (change === 'added') return `only at ${report.to.tag}`;
  if (change === 'removed') return `only at ${report.from.tag}`;
  return 'changed';
}

function factLine(fact, report) {
  const diffs =
    fact.diffs.length === 1 &&
    fact.diffs[0].path.length === 0 &&
    fact.change !== 'changed'
      ? ''
      : `: ${fact.diffs.map((diff) => formatDiff(diff, report)).join('; ')}`;
  return `${fact.what} ${fact.subject} ${changeWord(fact.change, report)}${diffs}`;
}

const base = (file) => file.split('/').pop();

function labelLine(label, report) {
  const pictures = `picture${label.pictures.length > 1 ? 's' : ''} ${label.pictures.join(', ')}`;
  if (label.change === 'gone')
    return `label “${label.label}” (${pictures}) is not in the web app at ${report.to.tag} (was in ${label.files.map(base).join(', ')})`;
  return `label “${label.label}” (${pictures}) is no longer in ${label.files.map(base).join(', ')} at ${report.to.tag}, still in ${label.stillIn.map(base).join(', ')}`;
}

/** The report as text: readers, pages, operations, schemas, pictures, then the summary line. */
export function renderReport(report) {
  const out = [];
  out.push(
    `Release drift: fixtures ${report.from.tag} (${short(report.from.commit)}) against ${report.to.tag} (${short(report.to.commit)})`,
    '',
    'Readers',
  );
  for (const reader of report.readers)
    out.push(
      `  ${reader.name.padEnd(22)} ${reader.status}${reader.note ? `: ${reader.note}` : ''}`,
    );
  out.push('', `Pages (${report.pages.length})`);
  if (!report.pages.length)
    out.push('  no page states a fact or label that changed');
  for (const {page, items} of report.pages) {
    out.push(`  ${page}`);
    for (const item of items) {
      const where = item.line === null ? '  —' : String(item.line).padStart(4);
      const what =
        item.kind === 'label'
          ? labelLine(item.label, report)
          : item.line === null
            ? `${factLine(item.fact, report)} (not stated on this page)`
            : factLine(item.fact, report);
      out.push(`  ${where}  ${what}`);
      if (item.text)
        out.push(
          `        | ${item.text.length > 160 ? `${item.text.slice(0, 157)}…` : item.text}`,
        );
    }
  }
  if (report.unplacedFacts.length) {
    out.push(
      '',
      `Facts no page states and no test ties to a page (${report.unplacedFacts.length})`,
    );
    for (const fact of report.unplacedFacts)
      out.push(`  ${factLine(fact, report)}`);
  }
  out.push('', `Operations (${report.operations.length})`);
  if (!report.operations.length)
    out.push('  no route, access, parameter, body or response changed');
  for (const op of report.operations) {
    out.push(
      `  ${op.operation}${op.operationId ? ` (${op.operationId})` : ''}: ${changeWord(op.change, report)}`,
    );
    for (const {aspect, diffs} of op.aspects)
      for (const diff of diffs)
        out.push(`    ${aspect}: ${formatDiff(diff, report)}`);
  }
  out.push('', `Schemas (${report.types.length})`);
  if (!report.types.length) out.push('  no request or response shape changed');
  for (const type of report.types) {
    out.push(
      `  ${type.type}: ${changeWord(type.change, report)}${type.operations.length ? ` (reached by ${type.operations.join(', ')})` : ''}`,
    );
    if (type.change === 'changed')
      for (const diff of type.diffs)
        out.push(`    ${formatDiff(diff, report)}`);
  }
  out.push('', `Pictures (${report.pictures.length})`);
  if (!report.pictures.length)
    out.push('  every label the pictures show is where it was');
  for (const picture of report.pictures) {
    out.push(`  ${picture.id}`);
    for (const label of picture.labels)
      out.push(
        `    ${labelLine({...label, pictures: [picture.id]}, report).replace(/ \(picture [^)]*\)/, '')}`,
      );
  }
  const s = report.summary;
  out.push(
    '',
    `Summary: ${s.drift ? 'drift' : 'no drift'} between ${report.from.tag} and ${report.to.tag}: ${s.pages} page${s.pages === 1 ? '' : 's'} (${s.lines} line${s.lines === 1 ? '' : 's'}), ${s.facts} fact${s.facts === 1 ? '' : 's'}, ${s.operations} operation${s.operations === 1 ? '' : 's'}, ${s.types} schema${s.types === 1 ? '' : 's'}, ${s.pictures} picture${s.pictures === 1 ? '' : 's'}${report.readers.some((r) => r.status === 'failed' || r.status === 'unsupported') ? '; some readers did not read the tag' : ''}`,
  );
  return `${out.join('\n')}\n`;
}
