/**
 * The web app's side of the server facts: which fields the receipt processing settings form shows for
 * each AI type, with their labels, and the labels of the system settings form. Templates are parsed
 * with `parseTemplate` of `@angular/compiler` (the version the app pins at the tag, passed in by
 * refresh.mjs), TypeScript files with the TypeScript compiler API. Conditions (`*ngIf`, `@if`) are
 * evaluated for each AI type; a condition that does not depend on the AI type (the form's mode, for
 * example) is kept as text in `unless`/`when`.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';

const UNKNOWN = Symbol('unknown');

function parseTs(file) {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
}

function tsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** `export const AiType = {OpenAi: 'OPEN_AI' as AiType, …}` → {OpenAi: 'OPEN_AI', …}. */
function readConstObject(file, name) {
  let result = null;
  parseTs(file).forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === name &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      result = {};
      for (const property of node.initializer.properties) {
        let value = property.initializer;
        while (value && ts.isAsExpression(value)) value = value.expression;
        if (value && ts.isStringLiteral(value))
          result[property.name.getText()] = value.text;
      }
    }
    node.forEachChild(visit);
  });
  if (!result) throw new Error(`${file}: no object constant ${name}`);
  return result;
}

/** Evaluates a TypeScript expression over `env` (identifiers) for the small cases pipes use. */
function evalTs(node, env) {
  if (ts.isParenthesizedExpression(node)) return evalTs(node.expression, env);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text;
  if (ts.isIdentifier(node)) return node.text in env ? env[node.text] : UNKNOWN;
  if (ts.isPropertyAccessExpression(node)) {
    const receiver = evalTs(node.expression, env);
    return receiver && typeof receiver === 'object'
      ? (receiver[node.name.text] ?? UNKNOWN)
      : UNKNOWN;
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    const left = evalTs(node.left, env);
    const right = evalTs(node.right, env);
    return binary(
      {
        [ts.SyntaxKind.EqualsEqualsEqualsToken]: '===',
        [ts.SyntaxKind.EqualsEqualsToken]: '==',
        [ts.SyntaxKind.ExclamationEqualsEqualsToken]: '!==',
        [ts.SyntaxKind.ExclamationEqualsToken]: '!=',
        [ts.SyntaxKind.BarBarToken]: '||',
        [ts.SyntaxKind.AmpersandAmpersandToken]: '&&',
      }[operator],
      left,
      right,
    );
  }
  return UNKNOWN;
}

function binary(operation, left, right) {
  switch (operation) {
    case '===':
    case '==':
      return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : left === right;
    case '!==':
    case '!=':
      return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : left !== right;
    case '||':
      if (left === true || right === true) return true;
      return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : left || right;
    case '&&':
      if (left === false || right === false) return false;
      return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : left && right;
    default:
      return UNKNOWN;
  }
}

/** Runs the body of a pipe's `transform(value)`: if/return statements with string results. */
function runStatements(statements, env) {
  for (const statement of statements) {
    if (ts.isReturnStatement(statement))
      return statement.expression ? evalTs(statement.expression, env) : UNKNOWN;
    if (ts.isIfStatement(statement)) {
      const test = evalTs(statement.expression, env);
      if (test === UNKNOWN) return UNKNOWN;
      const branch = test ? statement.thenStatement : statement.elseStatement;
      if (branch) {
        const result = runStatements(
          ts.isBlock(branch) ? branch.statements : [branch],
          env,
        );
        if (result !== undefined) return result;
      }
      continue;
    }
    return UNKNOWN;
  }
  return undefined;
}

/** Every `@Pipe({name})` class of the app as a function of its first argument. */
function readPipes(srcDir, env) {
  const pipes = {};
  for (const file of tsFiles(srcDir).filter((f) => f.endsWith('.pipe.ts'))) {
    parseTs(file).forEachChild((node) => {
      if (!ts.isClassDeclaration(node)) return;
      const decorator = ts
        .getDecorators(node)
        ?.find((d) => d.expression.expression?.getText() === 'Pipe');
      const options = decorator?.expression.arguments[0];
      const nameProperty = options?.properties?.find(
        (p) => p.name.getText() === 'name',
      );
      const transform = node.members.find(
        (m) => ts.isMethodDeclaration(m) && m.name.getText() === 'transform',
      );
      if (!nameProperty || !transform?.body) return;
      const parameter = transform.parameters[0]?.name.getText();
      pipes[nameProperty.initializer.text] = {
        source: path.relative(path.dirname(srcDir), file),
        run: (value) =>
          runStatements(transform.body.statements, {
            ...env,
            [parameter]: value,
          }) ?? UNKNOWN,
      };
    });
  }
  return pipes;
}

/** Evaluates an Angular template expression; `formGet: 'x'` then `.value` reads controls[x]. */
function evalNg(node, context) {
  const kind = node.constructor.name;
  switch (kind) {
    case 'ASTWithSource':
      return evalNg(node.ast, context);
    case 'LiteralPrimitive':
      return node.value;
    case 'ImplicitReceiver':
    case 'ThisReceiver':
      return {implicit: true};
    case 'ParenthesizedExpression':
      return evalNg(node.expression, context);
    case 'PrefixNot': {
      const value = evalNg(node.expression, context);
      return value === UNKNOWN ? UNKNOWN : !value;
    }
    case 'Binary':
      return binary(
        node.operation,
        evalNg(node.left, context),
        evalNg(node.right, context),
      );
    case 'BindingPipe': {
      if (node.name === 'formGet') {
        const control = evalNg(node.args[0], context);
        return {control};
      }
      const pipe = context.pipes[node.name];
      const value = evalNg(node.exp, context);
      return pipe && value !== UNKNOWN ? pipe.run(value) : UNKNOWN;
    }
    case 'PropertyRead':
    case 'SafePropertyRead': {
      const receiver = evalNg(node.receiver, context);
      if (receiver === UNKNOWN || receiver == null) return UNKNOWN;
      if (receiver.implicit)
        return node.name in context.vars ? context.vars[node.name] : UNKNOWN;
      if (receiver.control !== undefined)
        return node.name === 'value' && receiver.control in context.controls
          ? context.controls[receiver.control]
          : UNKNOWN;
      return receiver[node.name] ?? UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

function attribute(element, name) {
  return element.attributes?.find((a) => a.name === name)?.value;
}

function input(element, name) {
  return element.inputs?.find((i) => i.name === name)?.value;
}

/**
 * The form fields of a template in document order: elements with a `label` (text or bound) and an
 * `[inputFormControl]="form | formGet: 'x'"`, with the conditions around them.
 */
function formFields(templateFile, compiler) {
  const source = readFileSync(templateFile, 'utf8');
  const parsed = compiler.parseTemplate(source, templateFile, {
    preserveWhitespaces: false,
  });
  if (parsed.errors?.length)
    throw new Error(
      `${templateFile}: ${parsed.errors.map((e) => e.msg).join('; ')}`,
    );
  const fields = [];
  const visit = (nodes, conditions) => {
    for (const node of nodes ?? []) {
      const kind = node.constructor.name;
      if (kind === 'Template') {
        const ngIf = node.templateAttrs?.find((a) => a.name === 'ngIf');
        const inner = ngIf ? [...conditions, ngIf.value] : conditions;
        if (node.tagName && node.tagName !== 'ng-template') {
          // `<app-input *ngIf="…">`: the element is the template's only child.
          visit(node.children, inner);
        } else {
          visit(node.children, inner);
        }
        continue;
      }
      if (kind === 'IfBlock') {
        let previous = [];
        for (const branch of node.branches) {
          const negated = previous.map((p) => ({not: p}));
          visit(branch.children, [
            ...conditions,
            ...negated,
            ...(branch.expression ? [branch.expression] : []),
          ]);
          if (branch.expression) previous.push(branch.expression);
        }
        continue;
      }
      if (kind === 'Element') {
        const control = input(node, 'inputFormControl');
        const label = attribute(node, 'label') ?? input(node, 'label');
        if (control && label !== undefined) {
          fields.push({
            element: node.name,
            control,
            label,
            conditions,
            line: node.sourceSpan.start.line + 1,
          });
        }
      }
      visit(node.children, conditions);
    }
  };
  visit(parsed.nodes, []);
  return fields;
}

function conditionText(condition) {
  return condition.not
    ? `!(${conditionText(condition.not)})`
    : condition.source.trim().replace(/\s+/g, ' ');
}

function evaluate(condition, context) {
  if (condition.not) {
    const value = evaluate(condition.not, context);
    return value === UNKNOWN ? UNKNOWN : !value;
  }
  return evalNg(condition, context);
}

function controlName(expression) {
  const value = evalNg(expression, {vars: {}, controls: {}, pipes: {}});
  if (!value || value.control === undefined)
    throw new Error(
      `form control not read with formGet: ${expression.source.trim()}`,
    );
  return value.control;
}

/**
 * How the app writes an amount with its currency symbol: the `customCurrency` pipe, run for each
 * symbol position of the API's CurrencySymbolPosition with the symbol `$`, the dot as decimal
 * separator and the comma between thousands. The pipe's file is transpiled (TypeScript's
 * transpileModule) and run in a fresh V8 context (node:vm) with stand-ins for what it imports:
 * Angular's CurrencyPipe, which the pipe calls only as transform(value, "USD", "symbol", undefined,
 * "en-US"), is Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}), which writes
 * `$1,234.50` as Angular's en-US locale data does; any other call stops the reader. The store
 * answers the system settings of the example, and the enums come from the app's open-api models.
 */
function readCurrencyFormat(srcDir, rel) {
  const pipeFile = tsFiles(srcDir).find(
    (file) =>
      file.endsWith('.pipe.ts') &&
      /@Pipe\(\{[^}]*name:\s*["']customCurrency["']/.test(
        readFileSync(file, 'utf8'),
      ),
  );
  if (!pipeFile) throw new Error(`${srcDir}: no customCurrency pipe`);
  const model = (name) => path.join(srcDir, 'open-api/model', `${name}.ts`);
  const CurrencySymbolPosition = readConstObject(
    model('currencySymbolPosition'),
    'CurrencySymbolPosition',
  );
  const CurrencySeparator = readConstObject(
    model('currencySeparator'),
    'CurrencySeparator',
  );
  const source = readFileSync(pipeFile, 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2020,
      experimentalDecorators: true,
    },
  });
  class CurrencyPipe {
    transform(value, currencyCode, display, digitsInfo, locale) {
      const call = JSON.stringify([currencyCode, display, digitsInfo, locale]);
      if (call !== JSON.stringify(['USD', 'symbol', undefined, 'en-US']))
        throw new Error(
          `${pipeFile}: CurrencyPipe.transform called with ${call}, not as the reader expects`,
        );
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
      }).format(Number(value));
    }
  }
  const modules = {
    '@angular/common': {CurrencyPipe},
    '@angular/core': {Pipe: () => (target) => target},
    '@ngxs/store': {Store: class {}},
    '../open-api/index': {CurrencySeparator, CurrencySymbolPosition},
    '../store/system-settings.state': {
      SystemSettingsState: {state: 'SystemSettingsState.state'},
    },
  };
  const module = {exports: {}};
  vm.runInNewContext(outputText, {
    module,
    exports: module.exports,
    require: (name) => {
      if (!(name in modules))
        throw new Error(
          `${pipeFile}: imports ${name}, which the reader does not provide`,
        );
      return modules[name];
    },
  });
  const Pipe = module.exports.CustomCurrencyPipe;
  if (typeof Pipe !== 'function')
    throw new Error(`${pipeFile}: no exported CustomCurrencyPipe`);
  const settings = {
    currencyDisplay: '$',
    currencyDecimalSeparator: CurrencySeparator.Period,
    currencyThousandthsSeparator: CurrencySeparator.Comma,
    currencyHideDecimalPlaces: false,
  };
  const amount = 100.5;
  const examples = Object.values(CurrencySymbolPosition).map((position) => {
    const store = {
      selectSnapshot: () => ({...settings, currencySymbolPosition: position}),
    };
    const text = new Pipe(store, new CurrencyPipe()).transform(amount);
    if (typeof text !== 'string')
      throw new Error(`${pipeFile}: transform did not return a string`);
    return {position, symbol: settings.currencyDisplay, amount, text};
  });
  const lines = source.split('\n');
  const lineOf = (pattern) => lines.findIndex((line) => pattern.test(line)) + 1;
  return {
    source: rel(pipeFile),
    symbolSource: `${rel(pipeFile)}:${lineOf(/\.unshift\(/)}-${lineOf(/\.push\(/)}`,
    settings: {
      decimalSeparator: settings.currencyDecimalSeparator,
      thousandthsSeparator: settings.currencyThousandthsSeparator,
      hideDecimalPlaces: settings.currencyHideDecimalPlaces,
    },
    examples,
  };
}

/**
 * @param {string} desktopDir the tag's desktop/ directory
 * @param {object} compiler the module of @angular/compiler
 * @param {string} root the directory that holds desktop/ (paths in the output are relative to it)
 */
export function readWebApp(desktopDir, compiler, root) {
  const srcDir = path.join(desktopDir, 'src');
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const aiTypeFile = path.join(srcDir, 'open-api/model/aiType.ts');
  const AiType = readConstObject(aiTypeFile, 'AiType');
  const optionsFile = path.join(
    srcDir,
    'receipt-processing-settings/constants/ai-type-options.ts',
  );
  // aiTypeOptions: [{value: AiType.X, displayValue: '…'}, …]
  const names = {};
  parseTs(optionsFile).forEachChild(function visit(node) {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name) =>
        node.properties.find((p) => p.name?.getText() === name)?.initializer;
      const value = property('value') && evalTs(property('value'), {AiType});
      const display = property('displayValue');
      if (typeof value === 'string' && display && ts.isStringLiteral(display))
        names[value] = display.text;
    }
    node.forEachChild(visit);
  });
  const pipes = readPipes(srcDir, {AiType});
  const rpsTemplate = path.join(
    srcDir,
    'receipt-processing-settings/receipt-processing-settings-form/receipt-processing-settings-form.component.html',
  );
  const rpsFields = formFields(rpsTemplate, compiler);
  const typeIndex = rpsFields.findIndex(
    (field) => controlName(field.control) === 'aiType',
  );
  if (typeIndex < 0) throw new Error(`${rpsTemplate}: no aiType control`);

  const aiTypes = Object.values(AiType).map((value) => {
    const context = {vars: {AiType}, controls: {aiType: value}, pipes};
    const fields = [];
    rpsFields.forEach((field, index) => {
      const results = field.conditions.map((c) => evaluate(c, context));
      if (results.includes(false)) return;
      const label =
        typeof field.label === 'string'
          ? field.label
          : evalNg(field.label, context);
      if (label === UNKNOWN)
        throw new Error(
          `${rpsTemplate}:${field.line}: label not computable: ${field.label.source}`,
        );
      const unless = field.conditions
        .filter((_, i) => results[i] === UNKNOWN)
        .map(conditionText);
      fields.push({
        control: controlName(field.control),
        label,
        afterTypeSelector: index > typeIndex,
        ...(unless.length ? {when: unless} : {}),
        source: `${rel(rpsTemplate)}:${field.line}`,
      });
    });
    if (!names[value])
      throw new Error(`${optionsFile}: no display name for ${value}`);
    return {value, name: names[value], fields};
  });

  const ssTemplate = path.join(
    srcDir,
    'system-settings/system-settings-form/system-settings-form.component.html',
  );
  const systemSettingsLabels = formFields(ssTemplate, compiler)
    .filter((field) => typeof field.label === 'string')
    .flatMap((field) => {
      const value = evalNg(field.control, {vars: {}, controls: {}, pipes: {}});
      return value && value.control !== undefined
        ? [
            {
              control: value.control,
              label: field.label,
              source: `${rel(ssTemplate)}:${field.line}`,
            },
          ]
        : [];
    });

  return {
    currency: readCurrencyFormat(srcDir, rel),
    aiTypes,
    aiTypeSources: {
      values: rel(aiTypeFile),
      names: rel(optionsFile),
      form: rel(rpsTemplate),
      pipes: Object.fromEntries(
        Object.entries(pipes)
          .filter(([name]) =>
            rpsFields.some((f) => f.label?.source?.includes(name)),
          )
          .map(([name, pipe]) => [name, pipe.source]),
      ),
    },
    systemSettingsLabels,
  };
}
