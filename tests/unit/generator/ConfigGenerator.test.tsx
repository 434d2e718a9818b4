// @vitest-environment jsdom
/**
 * The generator page as a reader uses it: labelled fields, live files, invalid input reported next to
 * its field, choices from the query string, downloads. Docusaurus modules exist only inside a
 * Docusaurus build, so they are replaced by small fakes. Switching engine, the query string kept in
 * step and the last valid files kept under an error are tested in the built page
 * (tests/browser/generator.test.ts).
 */
import type {ReactNode} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const PAGE = '/docs/getting-started/configuration-generator';
const fake = vi.hoisted(() => ({
  search: '',
  isBrowser: true,
}));

vi.mock('@docusaurus/router', () => ({
  useLocation: () => ({pathname: PAGE, search: fake.search, hash: ''}),
  useHistory: () => ({replace: () => undefined}),
}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => fake.isBrowser}));
vi.mock('@theme/CodeBlock', () => ({
  default: ({title, children}: {title: string; children: string}) => (
    <figure>
      <figcaption>{title}</figcaption>
      <pre>{children}</pre>
    </figure>
  ),
}));
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children: ReactNode}) => (
    <a href={to}>{children}</a>
  ),
}));

const {default: ConfigGenerator} =
  await import('../../../src/components/ConfigGenerator');

function file(name: string): string {
  return (
    within(screen.getByRole('group', {name})).getByText(/./, {selector: 'pre'})
      .textContent ?? ''
  );
}

beforeEach(() => {
  fake.search = '';
  fake.isBrowser = true;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConfigGenerator', () => {
  it('labels every field and groups the choices under legends', () => {
    render(<ConfigGenerator />);
    for (const group of [
      'Database engine',
      'Receipt Wrangler container',
      'AI provider',
    ])
      expect(screen.getByRole('group', {name: group})).toBeInTheDocument();
    for (const engine of ['SQLite', 'PostgreSQL', 'MariaDB'])
      expect(screen.getByRole('radio', {name: engine})).toBeInTheDocument();
    for (const label of ['Host port', 'Data folder', 'Logs folder'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: 'SQLite'})).toBeChecked();
  });

  it('shows both files with secrets from the browser', () => {
    render(<ConfigGenerator />);
    expect(file('docker-compose.yml')).toContain('- "9082:80"');
    expect(file('.env')).toMatch(/^ENCRYPTION_KEY=[A-Za-z0-9]{32}$/m);
    expect(file('.env')).toMatch(/^SECRET_KEY=[A-Za-z0-9]{32}$/m);
  });

  it('shows only a note on the server, where no secret may be made', () => {
    fake.isBrowser = false;
    render(<ConfigGenerator />);
    expect(screen.getByText(/starts in your browser/)).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('starts from the choices in the URL', () => {
    fake.search = '?database=mariadb&port=8081&ai=ollama';
    render(<ConfigGenerator />);
    expect(screen.getByRole('radio', {name: 'MariaDB'})).toBeChecked();
    expect(screen.getByLabelText('Host port')).toHaveValue('8081');
    expect(file('docker-compose.yml')).toContain('image: library/mariadb:10');
    expect(file('.env')).toMatch(/^MYSQL_ROOT_PASSWORD=[A-Za-z0-9]{32}$/m);
    expect(screen.getByRole('link', {name: 'Self-hosted AI'})).toHaveAttribute(
      'href',
      '/docs/configuration/self-hosted-ai',
    );
  });

  it('shows an invalid value from the URL with its message and the default in the files', () => {
    fake.search = '?port=99999';
    render(<ConfigGenerator />);
    expect(screen.getByLabelText('Host port')).toHaveValue('99999');
    expect(screen.getByLabelText('Host port')).toHaveAccessibleDescription(
      expect.stringContaining('from 1 to 65535'),
    );
    expect(file('docker-compose.yml')).toContain('- "9082:80"');
  });

  it('asks for the host of an external database server', async () => {
    const user = userEvent.setup();
    render(<ConfigGenerator />);
    await user.click(screen.getByRole('radio', {name: 'MariaDB'}));
    await user.click(
      screen.getByRole('radio', {name: 'A server I already run'}),
    );
    expect(screen.getByLabelText('Database host')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the host name or IP address'),
    );
    expect(file('docker-compose.yml')).toContain('image: library/mariadb:10');
    await user.type(screen.getByLabelText('Database host'), 'maria.lan');
    expect(file('docker-compose.yml')).not.toContain('library/mariadb');
    expect(file('.env')).toContain('DB_HOST=maria.lan');
  });

  it('links the next steps inside the docs version being read', () => {
    render(<ConfigGenerator />);
    expect(
      screen.getByRole('link', {name: 'After Deployment'}),
    ).toHaveAttribute('href', '/docs/getting-started/after-deployment');
    expect(
      screen.getAllByRole('link', {name: 'Receipt Processing Settings'})[0],
    ).toHaveAttribute(
      'href',
      '/docs/concepts/system-settings/receipt-processing-settings',
    );
  });

  it('downloads each file as it is shown', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:generated';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    render(<ConfigGenerator />);
    await user.click(screen.getByRole('button', {name: 'Download .env'}));
    expect(click).toHaveBeenCalledOnce();
    expect(await blobs[0]?.text()).toBe(file('.env'));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('.env');
  });
});
