import {useEffect, useId, useMemo, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  AI_LABELS,
  AI_OPTIONS,
  ENGINES,
  ENGINE_LABELS,
  parseDraft,
  resolveDraft,
  serialiseDraft,
  validateDraft,
  withEngine,
} from '../../generator/choices';
import type {Choices, Draft, TextField} from '../../generator/choices';
import {generateConfig} from '../../generator/generateConfig';
import {generateSecrets} from '../../generator/secrets';
import type {Secrets} from '../../generator/secrets';
import styles from './styles.module.css';

const FIELD_LABELS = {
  dbHost: 'Database host',
  dbPort: 'Database port',
  dbName: 'Database name',
  dbUser: 'Database user',
  hostPort: 'Host port',
  dataPath: 'Data folder',
  logsPath: 'Logs folder',
} as const satisfies Record<TextField, string>;

/** A link to another doc, resolved against this page's URL so it stays in the docs version being read. */
function DocLink({to, children}: {to: string; children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const base = `https://docs.invalid${pathname.replace(/\/$/, '')}`;
  return <Link to={new URL(to, base).pathname}>{children}</Link>;
}

const SETTINGS = (
  <DocLink to="../concepts/system-settings/receipt-processing-settings">
    Receipt Processing Settings
  </DocLink>
);

function download(name: string, text: string): void {
  // octet-stream keeps browsers from adding .txt to a file named .env.
  const url = URL.createObjectURL(
    new Blob([text], {type: 'application/octet-stream'}),
  );
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface FieldProps {
  field: TextField;
  value: string;
  error: string | undefined;
  hint?: string;
  numeric?: boolean;
  onChange: (value: string) => void;
}

function Field({
  field,
  value,
  error,
  hint,
  numeric,
  onChange,
}: FieldProps): ReactNode {
  const id = `${useId()}-${field}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{FIELD_LABELS[field]}</label>
      {/* type="text" even for ports: a number input would drop what it cannot parse, losing the reader's text. */}
      <input
        id={id}
        className={styles.input}
        type="text"
        value={value}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice({
  name,
  checked,
  label,
  onSelect,
}: {
  name: string;
  checked: boolean;
  label: string;
  onSelect: () => void;
}): ReactNode {
  return (
    <label className={styles.option}>
      <input type="radio" name={name} checked={checked} onChange={onSelect} />{' '}
      {label}
    </label>
  );
}

function FileOutput({
  name,
  language,
  text,
}: {
  name: string;
  language: string;
  text: string;
}): ReactNode {
  return (
    <div className={styles.file} role="group" aria-label={name}>
      <CodeBlock language={language} title={name}>
        {text}
      </CodeBlock>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => download(name, text)}>
        Download {name}
      </button>
    </div>
  );
}

function NextSteps({choices}: {choices: Choices}): ReactNode {
  const {database, ai} = choices;
  return (
    <ol>
      <li>
        Save both files in one empty folder (if the download lost the dot,
        rename the file to <code>.env</code>) and run{' '}
        <code>docker compose up -d</code> there.
      </li>
      {database.engine !== 'sqlite' && database.location === 'external' ? (
        <li>
          On your {ENGINE_LABELS[database.engine]} server at{' '}
          <code>{database.host}</code>, create the database{' '}
          <code>{database.name}</code> and the user <code>{database.user}</code>{' '}
          with the <code>DB_PASSWORD</code> from <code>.env</code>.
        </li>
      ) : null}
      <li>
        Open <code>http://localhost:{choices.hostPort}</code> on the same
        machine, sign in with the default account and change its password, as{' '}
        <DocLink to="./after-deployment">After Deployment</DocLink> explains.
      </li>
      {ai === 'none' ? (
        <li>
          To add AI later, set it up in the app under {SETTINGS}; 6.x has no
          environment variables for it.
        </li>
      ) : (
        <li>
          Set up {AI_LABELS[ai]} in the app under {SETTINGS}; 6.x has no
          environment variables for it.
          {ai === 'ollama' || ai === 'openai-custom' ? (
            <>
              {' '}
              For the server itself, see{' '}
              <DocLink to="../configuration/self-hosted-ai">
                Self-hosted AI
              </DocLink>
              .
            </>
          ) : null}
        </li>
      )}
      <li>
        Keep <code>.env</code> and back it up with the data folders:{' '}
        <code>ENCRYPTION_KEY</code> cannot be changed later without losing
        access to encrypted data.
      </li>
    </ol>
  );
}

function Generator(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const name = useId();
  // Choices come from the URL; invalid fields start from their defaults, later they keep the last valid value.
  const [state, setState] = useState(() => {
    const draft = parseDraft(new URLSearchParams(location.search));
    return {draft, choices: resolveDraft(draft).choices};
  });
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  // Secrets are made after mount, in the browser only, and once per page load: the server-rendered
  // HTML has none, so they cannot be the initial state without a hydration mismatch.
  useEffect(
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only value, see above
    () => setSecrets(generateSecrets((array) => crypto.getRandomValues(array))),
    [],
  );
  const {draft, choices} = state;
  const errors = validateDraft(draft);
  const errorFields = Object.keys(errors) as TextField[];
  const files = useMemo(
    () => (secrets ? generateConfig(choices, secrets) : null),
    [choices, secrets],
  );

  const update = (next: Draft): void => {
    const resolved = resolveDraft(next);
    const valid = Object.keys(resolved.errors).length === 0;
    setState((previous) => ({
      draft: next,
      choices: valid ? resolved.choices : previous.choices,
    }));
    // replace, not push: each keystroke is not a step the Back button should walk through.
    history.replace({
      search: serialiseDraft(
        next,
        new URLSearchParams(location.search),
      ).toString(),
      hash: location.hash,
    });
  };
  const field = (
    key: TextField,
    extra: Pick<FieldProps, 'hint' | 'numeric'> = {},
  ): ReactNode => (
    <Field
      field={key}
      value={draft[key]}
      error={errors[key]}
      onChange={(value) => update({...draft, [key]: value})}
      {...extra}
    />
  );

  return (
    <>
      <h2>Your setup</h2>
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        noValidate>
        <fieldset className={styles.fieldset}>
          <legend>Database engine</legend>
          {ENGINES.map((engine) => (
            <Choice
              key={engine}
              name={`${name}-engine`}
              checked={draft.engine === engine}
              label={ENGINE_LABELS[engine]}
              onSelect={() => update(withEngine(draft, engine))}
            />
          ))}
          {draft.engine === 'sqlite' ? (
            <p className={styles.hint}>
              SQLite needs no database server, but it is not recommended for
              long-term use.
            </p>
          ) : null}
        </fieldset>
        {draft.engine !== 'sqlite' ? (
          <fieldset className={styles.fieldset}>
            <legend>Database server</legend>
            <Choice
              name={`${name}-location`}
              checked={draft.dbLocation === 'compose'}
              label="In this compose file (service db)"
              onSelect={() => update({...draft, dbLocation: 'compose'})}
            />
            <Choice
              name={`${name}-location`}
              checked={draft.dbLocation === 'external'}
              label="A server I already run"
              onSelect={() => update({...draft, dbLocation: 'external'})}
            />
            {draft.dbLocation === 'external' ? (
              <>
                {field('dbHost', {
                  hint: 'As the Receipt Wrangler container reaches it: a host name, an IPv4 address or an IPv6 address (fd00::1 or [fd00::1]), without the port.',
                })}
                {field('dbPort', {numeric: true})}
              </>
            ) : null}
            {field('dbName')}
            {field('dbUser')}
          </fieldset>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend>Receipt Wrangler container</legend>
          {field('hostPort', {
            numeric: true,
            hint: 'The port on this machine for the web app and API; the container listens on 80.',
          })}
          {field('dataPath', {
            hint: 'Folder on the host for application data.',
          })}
          {field('logsPath', {hint: 'Folder on the host for log files.'})}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>AI provider</legend>
          {AI_OPTIONS.map((ai) => (
            <Choice
              key={ai}
              name={`${name}-ai`}
              checked={draft.ai === ai}
              label={AI_LABELS[ai]}
              onSelect={() => update({...draft, ai})}
            />
          ))}
          <p className={styles.hint}>
            6.x keeps AI settings in the app, not in these files: you choose the
            provider and its key in {SETTINGS}.
          </p>
        </fieldset>
      </form>
      <div role="status" aria-live="polite" className={styles.status}>
        {errorFields.length > 0 ? (
          <>
            <p>The files below still show your last valid choices. Fix:</p>
            <ul>
              {errorFields.map((key) => (
                <li key={key}>
                  {FIELD_LABELS[key]}: {errors[key]}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <h2>Your files</h2>
      {files ? (
        <>
          <FileOutput
            name="docker-compose.yml"
            language="yaml"
            text={files.compose}
          />
          <FileOutput name=".env" language="ini" text={files.env} />
        </>
      ) : (
        <p>Generating the keys and passwords in your browser…</p>
      )}
      <h2>Next steps</h2>
      <NextSteps choices={choices} />
    </>
  );
}

/** The configuration generator of the 6.x docs: a form, the files it makes, and what to do next. */
export default function ConfigGenerator(): ReactNode {
  // The server renders no query string and no secrets; the form starts after hydration so both match.
  const isBrowser = useIsBrowser();
  return (
    <div className={styles.generator}>
      {isBrowser ? (
        <Generator />
      ) : (
        <p>
          The generator starts in your browser, which also generates the keys
          and passwords; they are never sent anywhere.
        </p>
      )}
    </div>
  );
}
