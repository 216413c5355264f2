import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the embedded default with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedDemo: true,
      dealMinDropPercent: 10,
      maxPriceEur: 100_000,
      publicOrigin: 'http://127.0.0.1:3000',
      database: { dialect: 'sqlite', path: path.resolve('data/catalog.sqlite') },
    });
  });

  it('reads SQLite paths and PostgreSQL URLs from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).database).toMatchObject({
      dialect: 'sqlite',
      path: '/tmp/x.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/catalog' }).database).toMatchObject({
      dialect: 'postgres',
      connectionString: 'postgres://app@db.internal:5432/catalog',
    });
  });

  it('schedules feed refresh inside the server every 4 hours from ./feeds.json by default', () => {
    expect(loadConfig({})).toMatchObject({
      feedsFile: path.resolve('feeds.json'),
      feedRefreshHours: 4,
      feedScheduler: 'server',
    });
    expect(
      loadConfig({
        FEEDS_FILE: '/etc/precioclaro/feeds.json',
        FEED_REFRESH_HOURS: '12',
        FEED_SCHEDULER: 'OFF',
      }),
    ).toMatchObject({ feedsFile: '/etc/precioclaro/feeds.json', feedRefreshHours: 12, feedScheduler: 'off' });
  });

  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY (a local proxy by default)', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1, uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" is not a proxy address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/at most 10 proxy hops/);
  });

  it('sends catalog reads to DATABASE_READ_URL, a PostgreSQL replica of a PostgreSQL DATABASE_URL', () => {
    expect(loadConfig({}).databaseReadUrl).toBeNull();
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@primary/catalog',
        DATABASE_READ_URL: 'postgres://app@replica/catalog',
      }).databaseReadUrl,
    ).toBe('postgres://app@replica/catalog');
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@replica/catalog' })).toThrow(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL to be PostgreSQL too/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://app@primary/catalog',
        DATABASE_READ_URL: 'sqlite:./replica.sqlite',
      }),
    ).toThrow(/DATABASE_READ_URL: expected a postgres:\/\/ URL/);
  });

  it('runs one web process unless WEB_CONCURRENCY asks for more ("auto": one per core)', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(os.availableParallelism());
    expect(() => loadConfig({ WEB_CONCURRENCY: 'two' })).toThrow(
      /WEB_CONCURRENCY: expected a number of processes or "auto"/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/from 1 to 64/);
  });

  it('reads the price ceiling of feed imports from MAX_PRICE_EUR', () => {
    expect(loadConfig({ MAX_PRICE_EUR: '250000' }).maxPriceEur).toBe(250_000);
  });

  it('has no model unless AI_BASE_URL names one, and reads its settings', () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:8080/v1/',
        AI_MODEL: 'llama3.1:8b',
        AI_API_KEY: 'sk-local',
        AI_DAILY_REQUESTS: '250',
      }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'llama3.1:8b',
      apiKey: 'sk-local',
      dailyRequests: 250,
    });
    expect(loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_MODEL: 'gpt-4o-mini' }).ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      apiKey: null,
      dailyRequests: 1000,
    });
  });

  it('never quotes the API key in a configuration error', () => {
    const error = (() => {
      try {
        loadConfig({ AI_API_KEY: 'sk-secret-123' });
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected a configuration error');
    })();
    expect(error.message).toContain('AI_BASE_URL: required when AI_API_KEY is set');
    expect(error.message).not.toContain('sk-secret-123');
  });

  it('treats empty variables as unset and parses booleans', () => {
    expect(loadConfig({ PORT: '', SEED_DEMO: 'false' })).toMatchObject({ port: 3000, seedDemo: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: expected a number'],
    [{ PORT: '70000' }, 'PORT: expected a port between 1 and 65535'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: expected true or false, got "maybe"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be empty'],
    [{ DEAL_MIN_DROP: '0' }, 'DEAL_MIN_DROP: expected a percentage from 1 to 90'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN: expected an absolute URL'],
    [{ FEED_REFRESH_HOURS: '0' }, 'FEED_REFRESH_HOURS: expected a number of hours from 1 to 168'],
    [{ FEED_REFRESH_HOURS: '169' }, 'FEED_REFRESH_HOURS: expected a number of hours from 1 to 168'],
    [{ FEED_REFRESH_HOURS: '2.5' }, 'FEED_REFRESH_HOURS: expected a whole number of hours'],
    [{ MAX_PRICE_EUR: 'mucho' }, 'MAX_PRICE_EUR: expected a number of euros'],
    [{ MAX_PRICE_EUR: '0' }, 'MAX_PRICE_EUR: expected a whole number of euros from 1 to 20000000'],
    [{ MAX_PRICE_EUR: '99.5' }, 'MAX_PRICE_EUR: expected a whole number of euros'],
    [{ MAX_PRICE_EUR: '1e12' }, 'MAX_PRICE_EUR: expected a whole number of euros from 1 to 20000000'],
    [
      { FEED_SCHEDULER: 'worker' },
      'FEED_SCHEDULER: expected "server" (refresh inside the web server) or "off"',
    ],
    [{ AI_BASE_URL: 'localhost:8080', AI_MODEL: 'm' }, 'AI_BASE_URL: expected the http(s) address'],
    [{ AI_BASE_URL: 'ftp://models.example/v1', AI_MODEL: 'm' }, 'AI_BASE_URL: expected the http(s) address'],
    [{ AI_BASE_URL: 'http://127.0.0.1:8080/v1' }, 'AI_MODEL: required when AI_BASE_URL is set'],
    [{ AI_MODEL: 'llama3.1:8b' }, 'AI_BASE_URL: required when AI_MODEL is set'],
    [{ AI_DAILY_REQUESTS: 'lots' }, 'AI_DAILY_REQUESTS: expected a number of requests'],
    [{ AI_DAILY_REQUESTS: '2.5' }, 'AI_DAILY_REQUESTS: expected a whole number of requests'],
  ])('names the variable and the problem for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
