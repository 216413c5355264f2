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

  it('reads the price ceiling of feed imports from MAX_PRICE_EUR', () => {
    expect(loadConfig({ MAX_PRICE_EUR: '250000' }).maxPriceEur).toBe(250_000);
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
  ])('names the variable and the problem for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
