import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// Configuration comes only from the environment, is parsed once at start-up and fails fast with a
// message that names the variable, so a typo never turns into a half-working server.

const booleanFromEnv = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
    return z.NEVER;
  });

const portFromEnv = z.coerce
  .number({ message: 'expected a number' })
  .int('expected a whole number')
  .min(1, 'expected a port between 1 and 65535')
  .max(65535, 'expected a port between 1 and 65535');

export type DatabaseConfig =
  | { dialect: 'sqlite'; path: string; url: string }
  | { dialect: 'postgres'; connectionString: string; url: string };

export const DEFAULT_SQLITE_PATH = './data/catalog.sqlite';

export function parseDatabaseUrl(raw: string | undefined): DatabaseConfig {
  const value = raw?.trim() ?? '';
  if (value === '')
    return {
      dialect: 'sqlite',
      path: path.resolve(DEFAULT_SQLITE_PATH),
      url: `sqlite:${DEFAULT_SQLITE_PATH}`,
    };
  if (value.startsWith('sqlite:')) {
    const filePath = value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (filePath === '')
      throw new Error('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:./data/catalog.sqlite');
    return {
      dialect: 'sqlite',
      path: filePath === ':memory:' ? filePath : path.resolve(filePath),
      url: value,
    };
  }
  if (/^postgres(ql)?:\/\//.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new Error('DATABASE_URL is not a valid postgres:// URL');
    }
    return { dialect: 'postgres', connectionString: value, url: value };
  }
  throw new Error('DATABASE_URL must be empty (SQLite in ./data), sqlite:PATH or postgres://USER@HOST/DB');
}

const EnvSchema = z.object({
  PORT: portFromEnv.default(3000),
  HOST: z.string().trim().min(1, 'expected a host name or address').default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  // A PostgreSQL streaming replica for catalog reads (db/read-replica.ts); writes stay on DATABASE_URL.
  DATABASE_READ_URL: z.string().optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The affiliate network's publisher id, put into tracking links built from the shop directory.
  AWIN_PUBLISHER_ID: z
    .string()
    .trim()
    .regex(/^\d+$/, 'expected the numeric Awin publisher id')
    .default('000000'),
  // The network's own entry in the partner-shop directory, which is not a shop.
  AFFILIATE_NETWORK_NAME: z.string().trim().min(1).default('Awin'),
  // An offer is a deal when it is at least this many percent below its own lowest price of the
  // previous 30 days (see src/server/deals/deal-rule.ts).
  DEAL_MIN_DROP: z.coerce
    .number({ message: 'expected a percentage' })
    .int('expected a whole percentage')
    .min(1, 'expected a percentage from 1 to 90')
    .max(90, 'expected a percentage from 1 to 90')
    .default(10),
  // Feed rows priced above this many euros are quarantined (src/server/ingest/awin-row.ts). At most
  // 20 million: PostgreSQL stores cents in 32-bit integers, which end at 21,474,836.47 €.
  MAX_PRICE_EUR: z.coerce
    .number({ message: 'expected a number of euros' })
    .int('expected a whole number of euros')
    .min(1, 'expected a whole number of euros from 1 to 20000000')
    .max(20_000_000, 'expected a whole number of euros from 1 to 20000000')
    .default(100_000),
  // The share of one core's time a single client network may use over time (http/client-budget.ts).
  CLIENT_TIME_SHARE: z.coerce
    .number({ message: 'expected a percentage' })
    .int('expected a whole percentage')
    .min(1, 'expected a percentage from 1 to 100')
    .max(100, 'expected a percentage from 1 to 100')
    .default(10),
  // Web processes serving one port (start-server.ts); "auto" means one per core.
  WEB_CONCURRENCY: z
    .preprocess(
      (value) =>
        typeof value === 'string' && value.trim().toLowerCase() === 'auto'
          ? os.availableParallelism()
          : value,
      z.coerce
        .number({ message: 'expected a number of processes or "auto"' })
        .int('expected a whole number of processes or "auto"')
        .min(1, 'expected a number of processes from 1 to 64, or "auto"')
        .max(64, 'expected a number of processes from 1 to 64, or "auto"'),
    )
    .default(1),
  // Memory for whole rendered pages (http/page-cache.ts), in MiB; 0 renders every page afresh.
  PAGE_CACHE_MB: z.coerce
    .number({ message: 'expected a number of MiB' })
    .int('expected a whole number of MiB')
    .min(0, 'expected a number of MiB from 0 to 4096')
    .max(4096, 'expected a number of MiB from 0 to 4096')
    .default(64),
  // Public origin used in canonical URLs and sitemaps; unset means "the address the server listens on".
  PUBLIC_ORIGIN: z.url({ message: 'expected an absolute URL such as https://example.com' }).optional(),
  // The operator's details shown on the contact, privacy and terms pages. The defaults are obvious
  // placeholders (reserved .example domain, zero phone number): set them before going live.
  OPERATOR_NAME: z.string().trim().min(1).default('PrecioClaro (titular sin configurar)'),
  CONTACT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('contacto@precioclaro.example'),
  CONTACT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{6,20}$/, 'expected a phone number such as +34 976 000 000')
    .default('+34 000 000 000'),
  SHOP_ADDRESS: z.string().trim().min(1).default('Calle de Ejemplo 1, 50001 Zaragoza'),
  // "latitude,longitude" of the shop, for the contact page's map.
  SHOP_COORDINATES: z
    .string()
    .trim()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'expected "latitude,longitude", e.g. 41.6561,-0.8773')
    .default('41.6561,-0.8773'),
  JURISDICTION_CITY: z.string().trim().min(1).default('Zaragoza'),
  // Scheduled feed refresh (src/server/scheduler): the feeds to fetch, how often, and which process
  // runs the schedule ("off" when a separate `npm run worker` does it).
  FEEDS_FILE: z.string().trim().min(1).default('./feeds.json'),
  FEED_REFRESH_HOURS: z.coerce
    .number({ message: 'expected a number of hours' })
    .int('expected a whole number of hours')
    .min(1, 'expected a number of hours from 1 to 168 (one week)')
    .max(168, 'expected a number of hours from 1 to 168 (one week)')
    .default(4),
  FEED_SCHEDULER: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum(['server', 'off'], { message: 'expected "server" (refresh inside the web server) or "off"' }),
    )
    .default('server'),
  // Deal-alert mail: through this SMTP server when set, else written as .eml files to MAIL_OUTBOX_DIR.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'expected smtp://USER:PASSWORD@HOST:PORT or smtps://USER:PASSWORD@HOST:PORT',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/,
      'expected "Name <address@example.com>" or an address',
    )
    .default('PrecioClaro <alertas@precioclaro.example>'),
  MAIL_OUTBOX_DIR: z.string().trim().min(1).default('./data/outbox'),
  // How often, at most, a confirmed subscriber gets the digest of new deals.
  // Which reverse proxies may tell the client's address in X-Forwarded-For (rate limits and
  // once-per-client counters key on it). See parseTrustProxy.
  TRUST_PROXY: z.string().trim().default('loopback'),
  // Who may read /metrics (http/metrics.ts): addresses, CIDR ranges, loopback, linklocal or
  // uniquelocal, or off. The client's address as TRUST_PROXY resolves it, so a request relayed by
  // a local proxy is judged by its real client, not by the proxy's loopback address.
  METRICS_ALLOW: z.string().trim().default('loopback'),
  ALERT_DIGEST_HOURS: z.coerce
    .number({ message: 'expected a number of hours' })
    .int('expected a whole number of hours')
    .min(1, 'expected a number of hours from 1 to 720')
    .max(720, 'expected a number of hours from 1 to 720')
    .default(24),
  // Product texts written by a language model (src/server/enrichment): any server speaking the
  // OpenAI chat-completions protocol. Unset: texts are written from the shop's data by rules.
  AI_BASE_URL: z
    .url({
      protocol: /^https?$/,
      message: 'expected the http(s) address of an OpenAI-compatible API, e.g. http://127.0.0.1:8080/v1',
    })
    .optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  // Requests to the model per UTC day, counted in the database across restarts and processes.
  AI_DAILY_REQUESTS: z.coerce
    .number({ message: 'expected a number of requests' })
    .int('expected a whole number of requests')
    .min(0, 'expected a number of requests from 0 to 1000000')
    .max(1_000_000, 'expected a number of requests from 0 to 1000000')
    .default(1000),
});

export type AppConfig = {
  port: number;
  host: string;
  database: DatabaseConfig;
  // null: every read goes to `database`.
  databaseReadUrl: string | null;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  awinPublisherId: string;
  affiliateNetworkName: string;
  publicOrigin: string;
  dealMinDropPercent: number;
  maxPriceEur: number;
  clientTimeSharePercent: number;
  webConcurrency: number;
  pageCacheMb: number;
  operator: OperatorDetails;
  // Absolute path of the feeds configuration file (it may not exist: then nothing is scheduled).
  feedsFile: string;
  feedRefreshHours: number;
  feedScheduler: 'server' | 'off';
  mail: MailConfig;
  alertDigestHours: number;
  trustProxy: TrustProxy;
  // false: /metrics is not served; otherwise the clients allowed to read it.
  metricsAllow: string[] | false;
  // null: no model; product texts come from the rules alone.
  ai: AiConfig | null;
};

export type AiConfig = {
  // Without the trailing slash; requests go to `${baseUrl}/chat/completions`.
  baseUrl: string;
  model: string;
  // Sent as a bearer token when set; never logged.
  apiKey: string | null;
  dailyRequests: number;
};

// false: no proxy, the connection's address is the client's; a number: that many proxy hops in
// front; a list: the proxies' addresses, CIDR ranges or proxy-addr's names (loopback, linklocal,
// uniquelocal). Never `true`: that believes whatever X-Forwarded-For a client sends.
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (['off', 'false', 'none', '0'].includes(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('expected at most 10 proxy hops');
    return hops;
  }
  const { entries, bad } = splitAddressList(text);
  if (bad.length > 0 || entries.length === 0)
    throw new Error(
      `"${bad.join(', ') || value}" is not a proxy address: expected off, a number of hops, or addresses, CIDR ranges, loopback, linklocal or uniquelocal, separated by commas`,
    );
  return entries;
}

// Comma-separated addresses, CIDR ranges and proxy-addr's names; `bad` are the entries that are none.
function splitAddressList(text: string): { entries: string[]; bad: string[] } {
  const entries = text.split(',').map((entry) => entry.trim());
  return { entries, bad: entries.filter((entry) => !PROXY_NAMES.has(entry) && !isAddressOrRange(entry)) };
}

// "off", or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
export function parseAddressList(value: string): string[] | false {
  const text = value.trim().toLowerCase();
  if (['off', 'false', 'none'].includes(text)) return false;
  const { entries, bad } = splitAddressList(text);
  if (bad.length > 0 || text === '')
    throw new Error(
      `"${bad.join(', ') || value}" is not an address: expected off, or addresses, CIDR ranges, loopback, linklocal or uniquelocal, separated by commas`,
    );
  return entries;
}

export type MailConfig = {
  // null: write messages to outboxDir instead of sending them.
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
};

export type OperatorDetails = {
  name: string;
  email: string;
  phone: string;
  address: string;
  coordinates: { latitude: number; longitude: number };
  jurisdictionCity: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset": that is how most process managers pass an unset variable.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  let database: DatabaseConfig;
  try {
    database = parseDatabaseUrl(parsed.data.DATABASE_URL);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  DATABASE_URL: ${(error as Error).message}`);
  }
  let databaseReadUrl: string | null = null;
  const readUrl = parsed.data.DATABASE_READ_URL?.trim() ?? '';
  if (readUrl !== '') {
    const problem =
      database.dialect !== 'postgres'
        ? 'a read replica needs DATABASE_URL to be PostgreSQL too'
        : !/^postgres(ql)?:\/\//.test(readUrl) || !URL.canParse(readUrl)
          ? 'expected a postgres:// URL of a streaming replica of DATABASE_URL'
          : null;
    if (problem) throw new ConfigError(`Invalid configuration:\n  DATABASE_READ_URL: ${problem}`);
    databaseReadUrl = readUrl;
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(parsed.data.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${(error as Error).message}`);
  }
  let metricsAllow: string[] | false;
  try {
    metricsAllow = parseAddressList(parsed.data.METRICS_ALLOW);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  METRICS_ALLOW: ${(error as Error).message}`);
  }
  const ai = parseAiConfig(parsed.data);
  const { PORT, HOST } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    database,
    databaseReadUrl,
    seedDemo: parsed.data.SEED_DEMO,
    logLevel: parsed.data.LOG_LEVEL,
    awinPublisherId: parsed.data.AWIN_PUBLISHER_ID,
    affiliateNetworkName: parsed.data.AFFILIATE_NETWORK_NAME,
    dealMinDropPercent: parsed.data.DEAL_MIN_DROP,
    maxPriceEur: parsed.data.MAX_PRICE_EUR,
    clientTimeSharePercent: parsed.data.CLIENT_TIME_SHARE,
    webConcurrency: parsed.data.WEB_CONCURRENCY,
    pageCacheMb: parsed.data.PAGE_CACHE_MB,
    operator: {
      name: parsed.data.OPERATOR_NAME,
      email: parsed.data.CONTACT_EMAIL,
      phone: parsed.data.CONTACT_PHONE,
      address: parsed.data.SHOP_ADDRESS,
      coordinates: {
        latitude: Number(parsed.data.SHOP_COORDINATES.split(',')[0]),
        longitude: Number(parsed.data.SHOP_COORDINATES.split(',')[1]),
      },
      jurisdictionCity: parsed.data.JURISDICTION_CITY,
    },
    mail: {
      smtpUrl: parsed.data.SMTP_URL ?? null,
      from: parsed.data.MAIL_FROM,
      outboxDir: path.resolve(parsed.data.MAIL_OUTBOX_DIR),
    },
    alertDigestHours: parsed.data.ALERT_DIGEST_HOURS,
    trustProxy,
    metricsAllow,
    ai,
    feedsFile: path.resolve(parsed.data.FEEDS_FILE),
    feedRefreshHours: parsed.data.FEED_REFRESH_HOURS,
    feedScheduler: parsed.data.FEED_SCHEDULER,
    publicOrigin: (
      parsed.data.PUBLIC_ORIGIN ?? `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT}`
    ).replace(/\/$/, ''),
  };
}

// The model's settings belong together: a model without an address (or the reverse) is a typo or a
// forgotten line, which would otherwise quietly leave every text to the rules.
function parseAiConfig(env: z.infer<typeof EnvSchema>): AiConfig | null {
  if (!env.AI_BASE_URL) {
    const orphan = (['AI_MODEL', 'AI_API_KEY'] as const).filter((name) => env[name] !== undefined);
    if (orphan.length > 0)
      throw new ConfigError(
        `Invalid configuration:\n  AI_BASE_URL: required when ${orphan.join(' or ')} is set (the address of the model's OpenAI-compatible API)`,
      );
    return null;
  }
  if (!env.AI_MODEL)
    throw new ConfigError(
      'Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set (the model name the server knows, e.g. llama3.1:8b)',
    );
  return {
    baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
    model: env.AI_MODEL,
    apiKey: env.AI_API_KEY ?? null,
    dailyRequests: env.AI_DAILY_REQUESTS,
  };
}
