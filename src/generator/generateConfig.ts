/**
 * Builds docker-compose.yml and .env for Receipt Wrangler 6.x from valid choices and secrets. Pure:
 * the same input always gives the same files. Services, images, ports, volumes and variables are the
 * ones the 6.x installation page and configuration examples use, and nothing else.
 */
import {Document, Scalar, isMap, isScalar, isSeq} from 'yaml';
import {SERVER_PORTS, ipv6Address} from './choices';
import type {Choices, ServerEngine} from './choices';
import type {Secrets} from './secrets';

export interface GeneratedFiles {
  compose: string;
  env: string;
}

interface EnvSection {
  /** Lines of at most 68 characters (70 with "# "), so the page shows them whole at 1280 px. */
  comments: string[];
  /** Variables of the 6.x environment variables page and of the db images (tests/unit/generator checks). */
  entries: [string, string][];
}

const APP_IMAGE = 'noah231515/receipt-wrangler:v6.7.0';
const APP_CONTAINER_PORT = 80;
const APP_DIR = '/app/receipt-wrangler-api';
const HEALTH_TIMING = {interval: '10s', timeout: '10s', retries: 5};
const REDIS = {host: 'redis', port: 6379};
// The application reaches a database in the same compose file by its service name.
const DB_SERVICE = 'db';

interface DbService {
  image: string;
  environment: Record<string, string>;
  volume: string;
  test: string[];
}

// As on the installation page: credentials come from .env through ${...}, so they are written once.
const DB_SERVICES = {
  postgresql: {
    image: 'postgres',
    environment: {
      POSTGRES_USER: '${DB_USER}',
      POSTGRES_PASSWORD: '${DB_PASSWORD}',
      POSTGRES_DB: '${DB_NAME}',
    },
    volume: './pgsql:/var/lib/postgresql',
    test: ['CMD-SHELL', 'pg_isready -U ${DB_USER} -d ${DB_NAME}'],
  },
  mariadb: {
    image: 'library/mariadb:10',
    environment: {
      MYSQL_ROOT_PASSWORD: '${MYSQL_ROOT_PASSWORD}',
      MYSQL_USER: '${DB_USER}',
      MYSQL_PASSWORD: '${DB_PASSWORD}',
      MYSQL_DATABASE: '${DB_NAME}',
    },
    volume: './mariadb:/var/lib/mysql',
    test: ['CMD', 'mysqladmin', 'ping', '--silent'],
  },
} as const satisfies Record<ServerEngine, DbService>;

function composeObject(choices: Choices): Record<string, unknown> {
  const {database} = choices;
  const services: Record<string, unknown> = {};
  const dependsOn: Record<string, {condition: string}> = {};
  if (database.engine !== 'sqlite' && database.location === 'compose') {
    const db = DB_SERVICES[database.engine];
    services[DB_SERVICE] = {
      image: db.image,
      restart: 'always',
      environment: db.environment,
      volumes: [db.volume],
      healthcheck: {test: db.test, ...HEALTH_TIMING},
    };
    dependsOn[DB_SERVICE] = {condition: 'service_healthy'};
  }
  services[REDIS.host] = {
    image: 'redis:alpine',
    restart: 'always',
    healthcheck: {test: ['CMD', 'redis-cli', 'ping'], ...HEALTH_TIMING},
  };
  dependsOn[REDIS.host] = {condition: 'service_healthy'};
  const volumes = [`${composeLiteral(choices.dataPath)}:${APP_DIR}/data`];
  if (database.engine === 'sqlite') volumes.push(`./sqlite:${APP_DIR}/sqlite`);
  volumes.push(`${composeLiteral(choices.logsPath)}:${APP_DIR}/logs`);
  services.wrangler = {
    image: APP_IMAGE,
    entrypoint: './entrypoint.sh',
    restart: 'always',
    env_file: '.env',
    depends_on: dependsOn,
    volumes,
    ports: [`${choices.hostPort}:${APP_CONTAINER_PORT}`],
  };
  return {services};
}

/** Lays the YAML out like the hand-written examples: a blank line between services, quoted ports, flow tests. */
function formatCompose(doc: Document): void {
  // Comment lines stay within 70 characters, so the page shows them whole at 1280 px.
  doc.commentBefore = [
    ' Receipt Wrangler 6.x. Keep the service names: the containers reach',
    ' each other by them.',
  ].join('\n');
  const services = doc.get('services', true);
  if (!isMap(services)) return;
  services.items.forEach((pair, index) => {
    if (index > 0 && isScalar(pair.key)) pair.key.spaceBefore = true;
    if (!isMap(pair.value)) return;
    const test = pair.value.getIn(['healthcheck', 'test'], true);
    if (isSeq(test)) {
      test.flow = true;
      test.items.forEach(
        (item) => isScalar(item) && (item.type = Scalar.QUOTE_DOUBLE),
      );
    }
    // Compose's docs ask for quoted port mappings: YAML 1.1 reads an unquoted xx:yy as a base-60 number.
    const ports = pair.value.get('ports', true);
    if (isSeq(ports))
      ports.items.forEach(
        (item) => isScalar(item) && (item.type = Scalar.QUOTE_DOUBLE),
      );
  });
}

function envSections(choices: Choices, secrets: Secrets): EnvSection[] {
  const {database} = choices;
  const sections: EnvSection[] = [
    {
      comments: [
        'Receipt Wrangler 6.x. The keys and passwords were generated in your',
        'browser: keep this file private.',
        'ENCRYPTION_KEY cannot be changed later without losing access to',
        'encrypted data.',
      ],
      entries: [
        ['ENCRYPTION_KEY', secrets.encryptionKey],
        ['SECRET_KEY', secrets.secretKey],
      ],
    },
  ];
  if (database.engine === 'sqlite') {
    sections.push({
      comments: ['Database'],
      entries: [
        ['DB_ENGINE', 'sqlite'],
        ['DB_FILENAME', 'wrangler.sqlite'],
      ],
    });
  } else {
    const external = database.location === 'external';
    sections.push({
      comments: external
        ? [
            'Database: your server must have this database, and this user with',
            'this password.',
          ]
        : ['Database'],
      entries: [
        ['DB_ENGINE', database.engine],
        [
          'DB_HOST',
          external ? serverHost(database.engine, database.host) : DB_SERVICE,
        ],
        [
          'DB_PORT',
          String(external ? database.port : SERVER_PORTS[database.engine]),
        ],
        ['DB_NAME', database.name],
        ['DB_USER', database.user],
        ['DB_PASSWORD', secrets.dbPassword],
      ],
    });
    if (!external && database.engine === 'mariadb') {
      sections.push({
        comments: [
          'Password of the MariaDB root account, read by the db service only;',
          'Receipt Wrangler does not use it.',
        ],
        entries: [['MYSQL_ROOT_PASSWORD', secrets.dbRootPassword]],
      });
    }
  }
  sections.push({
    comments: ['Redis (task queue)'],
    entries: [
      ['REDIS_HOST', REDIS.host],
      ['REDIS_PORT', String(REDIS.port)],
    ],
  });
  if (choices.ai !== 'none') {
    sections.push({
      comments: [
        'AI has no variables in 6.x: set it up in the app, under',
        'System Settings > Receipt Processing Settings.',
      ],
      entries: [],
    });
  }
  return sections;
}

export function generateConfig(
  choices: Choices,
  secrets: Secrets,
): GeneratedFiles {
  const doc = new Document(composeObject(choices));
  formatCompose(doc);
  const compose = doc.toString({lineWidth: 0, flowCollectionPadding: false});
  const env = envSections(choices, secrets)
    .map(({comments, entries}) =>
      [
        ...comments.map((line) => `# ${line}`),
        ...entries.map(([name, value]) => `${name}=${value}`),
      ].join('\n'),
    )
    .join('\n\n');
  return {compose, env: `${env}\n`};
}

/**
 * Compose reads `$NAME` and `${NAME}` in every value as a variable and `$$` as one literal `$`, so a
 * folder such as ./a$b would be mounted as ./a. Doubling each `$` makes Compose read back exactly what
 * the reader typed (escaping was chosen over rejecting: `$` is a legal character in a folder name).
 */
export function composeLiteral(value: string): string {
  return value.split('$').join('$$');
}

/**
 * DB_HOST as the server uses it: for MariaDB it writes `DB_HOST:DB_PORT` into a `tcp(...)` address, where
 * an IPv6 address needs brackets; for PostgreSQL it passes `host=DB_HOST`, which takes the bare address.
 */
export function serverHost(engine: ServerEngine, host: string): string {
  const address = ipv6Address(host);
  if (!address) return host;
  return engine === 'mariadb' ? `[${address}]` : address;
}
