/**
 * The legal footer's business information (issue 13) is configuration: BUSINESS_* / CS_* variables
 * (with the demo market's defaults) reach the page's app-config meta through clientConfig, and a
 * malformed registration number, phone or e-mail stops the server at start-up.
 */
import { describe, expect, it } from 'vitest';
import { itRefusesEnv } from '@tests/setup/env.js';
import { loadEnv } from './env';
import { clientConfig } from './plugins/pwa';

const base = { IDP_MODE: 'stand-in' };

describe('business information (legal footer)', () => {
  it('has the documented demo defaults', () => {
    expect(clientConfig(loadEnv(base))).toMatchObject({
      businessName: '(주)제철장터',
      businessCeo: '김제철',
      businessRegistrationNumber: '123-45-67890',
      mailOrderNumber: '제2026-서울강남-01234호',
      businessAddress: '서울특별시 강남구 테헤란로 123, 4층',
      csPhone: '1600-0000',
      csHours: '평일 09:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)',
      csEmail: 'help@jecheol.example',
    });
  });

  it('the 상호 reaches the page with its topic particle chosen by 받침 (the footer’s 통신판매중개자 notice)', () => {
    expect(clientConfig(loadEnv(base)).businessNameTopic).toBe('(주)제철장터는');
    expect(clientConfig(loadEnv({ ...base, BUSINESS_NAME: '바른먹거리 협동조합' })).businessNameTopic).toBe('바른먹거리 협동조합은');
  });

  it('passes the configured values to the page', () => {
    const config = clientConfig(
      loadEnv({
        ...base,
        BUSINESS_NAME: '주식회사 바른장터',
        BUSINESS_CEO: '이바른',
        BUSINESS_REGISTRATION_NUMBER: '220-81-12345',
        BUSINESS_MAIL_ORDER_NUMBER: '제2025-부산해운대-0777호',
        BUSINESS_ADDRESS: '부산광역시 해운대구 센텀중앙로 1',
        CS_PHONE: '051-000-0000',
        CS_HOURS: '매일 10:00~19:00',
        CS_EMAIL: 'cs@barun.example',
      }),
    );
    expect(config).toMatchObject({
      businessName: '주식회사 바른장터',
      businessCeo: '이바른',
      businessRegistrationNumber: '220-81-12345',
      mailOrderNumber: '제2025-부산해운대-0777호',
      businessAddress: '부산광역시 해운대구 센텀중앙로 1',
      csPhone: '051-000-0000',
      csHours: '매일 10:00~19:00',
      csEmail: 'cs@barun.example',
    });
  });

  itRefusesEnv('refuses a malformed %s', base, [
    ['BUSINESS_REGISTRATION_NUMBER', '1234567890'],
    ['CS_PHONE', '고객센터'],
    ['CS_EMAIL', 'not-an-email'],
    ['BUSINESS_NAME', '   '],
  ]);
});

describe('internal hosts (SPEC §9; src/lib/hosts.ts)', () => {
  it('defaults to the cafe platform and passes configured lists to the page', () => {
    expect(clientConfig(loadEnv(base))).toMatchObject({ cafePlatformHosts: 'cafe24.com', marketplaceHosts: '' });
    expect(clientConfig(loadEnv({ ...base, MARKETPLACE_HOSTS: 'jecheol.kr, m.jecheol.kr' }))).toMatchObject({ marketplaceHosts: 'jecheol.kr, m.jecheol.kr' });
  });
  it('refuses a list with a scheme or path', () => {
    expect(() => loadEnv({ ...base, MARKETPLACE_HOSTS: 'https://jecheol.kr/' })).toThrow('MARKETPLACE_HOSTS');
  });
});

describe('COOKIE_DOMAIN (issue 17: shop cookies on the shared parent domain)', () => {
  it('reaches the page as cookieDomain, and is absent when unset', () => {
    expect(clientConfig(loadEnv({ ...base, COOKIE_DOMAIN: '.Jecheol.kr' })).cookieDomain).toBe('.jecheol.kr');
    expect(clientConfig(loadEnv(base))).not.toHaveProperty('cookieDomain');
  });
  it.each(['jecheol kr', 'localhost', '.jecheol.kr; Path=/', 'https://jecheol.kr'])('refuses %j', (value) => {
    expect(() => loadEnv({ ...base, COOKIE_DOMAIN: value })).toThrow('COOKIE_DOMAIN');
  });
});

describe('S3_* (issue 18: community pictures in S3-compatible storage, all or nothing)', () => {
  const s3 = {
    S3_ENDPOINT: 'https://s3.ap-northeast-2.amazonaws.com',
    S3_BUCKET: 'jecheol-images',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  it('accepts none of them, or the four together (region and path style have defaults)', () => {
    expect(loadEnv(base)).toMatchObject({ S3_ENDPOINT: '', S3_BUCKET: '', S3_REGION: '', S3_FORCE_PATH_STYLE: '' });
    expect(loadEnv({ ...base, ...s3, S3_REGION: 'ap-northeast-2', S3_FORCE_PATH_STYLE: '0' })).toMatchObject({
      ...s3,
      S3_REGION: 'ap-northeast-2',
      S3_FORCE_PATH_STYLE: '0',
    });
  });
  it.each(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)('refuses to start with %s missing, naming it', (missing) => {
    const partial: Record<string, string> = { ...base, ...s3 };
    delete partial[missing];
    expect(() => loadEnv(partial)).toThrow(new RegExp(`${missing}: .*all or nothing`));
  });
  it('refuses a region or path style set without the rest', () => {
    expect(() => loadEnv({ ...base, S3_REGION: 'ap-northeast-2' })).toThrow(/S3_ENDPOINT: S3_REGION 이\(가\) 설정되어 있으면/);
    expect(() => loadEnv({ ...base, S3_FORCE_PATH_STYLE: '1' })).toThrow('S3_BUCKET');
  });
  itRefusesEnv('refuses a malformed %s (%j)', { ...base, ...s3 }, [
    ['S3_ENDPOINT', 'ftp://s3.example.kr'],
    ['S3_ENDPOINT', 'https://s3.example.kr/?x=1'],
    ['S3_BUCKET', 'Jecheol_Images'],
    ['S3_BUCKET', 'ab'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ]);
});

describe('REDIS_URL, TRUST_PROXY, INSTANCE_NAME (issue 18: shared limits, trusted proxy, the local cluster)', () => {
  const base = { NODE_ENV: 'test' } as const;
  it('default to off: no Redis, no trusted proxy, no instance name', () => {
    expect(loadEnv(base)).toMatchObject({ REDIS_URL: '', TRUST_PROXY: '', INSTANCE_NAME: '', REDIS_COMMAND_TIMEOUT_MS: 50 });
  });
  it('REDIS_COMMAND_TIMEOUT_MS: a whole number of ms from 5 to 5000 (a Redis farther away)', () => {
    expect(loadEnv({ ...base, REDIS_COMMAND_TIMEOUT_MS: '1000' }).REDIS_COMMAND_TIMEOUT_MS).toBe(1000);
  });
  it('accept redis:// URLs and lists of addresses, CIDRs and named ranges', () => {
    expect(loadEnv({ ...base, REDIS_URL: 'redis://127.0.0.1:6379/0' }).REDIS_URL).toBe('redis://127.0.0.1:6379/0');
    expect(loadEnv({ ...base, REDIS_URL: 'rediss://:pw@cache.internal:6380' }).REDIS_URL).toBe('rediss://:pw@cache.internal:6380');
    // Issue 28: a Redis Cluster and a Sentinel-managed primary, through ioredis's own clients.
    for (const url of ['redis-cluster://10.0.0.1:6379,10.0.0.2:6379,10.0.0.3', 'redis-sentinel://:pw@10.0.0.1:26379,10.0.0.2/jecheol'])
      expect(loadEnv({ ...base, REDIS_URL: url }).REDIS_URL).toBe(url);
    const list = '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback';
    expect(loadEnv({ ...base, TRUST_PROXY: list }).TRUST_PROXY).toBe(list);
    expect(loadEnv({ ...base, INSTANCE_NAME: 'a' }).INSTANCE_NAME).toBe('a');
  });
  itRefusesEnv('refuse %s=%s with a message naming it', base, [
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['REDIS_URL', 'redis-sentinel://10.0.0.1:26379,10.0.0.2:26379'],
    ['REDIS_URL', 'redis-cluster://10.0.0.1:6379,:6380'],
    ['REDIS_URL', 'redis-cluster://10.0.0.1:99999'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '2'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['INSTANCE_NAME', 'a b'],
    ['REDIS_COMMAND_TIMEOUT_MS', '0'],
    ['REDIS_COMMAND_TIMEOUT_MS', '50ms'],
    ['REDIS_COMMAND_TIMEOUT_MS', '60000'],
  ]);
});

describe('DATABASE_LISTEN_URL, DATABASE_POOL_SIZE (issue 28: PgBouncer in front, the connection budget)', () => {
  const base = { NODE_ENV: 'test' } as const;
  it('default to the pool of 10 and LISTEN on DATABASE_URL', () => {
    expect(loadEnv(base)).toMatchObject({ DATABASE_LISTEN_URL: '', DATABASE_POOL_SIZE: 10 });
  });
  it('take a direct postgres:// address for LISTEN beside a pooled DATABASE_URL, and a pool size', () => {
    const env = loadEnv({
      ...base,
      DATABASE_URL: 'postgres://app@pgbouncer.internal:6432/jecheol',
      DATABASE_LISTEN_URL: 'postgresql://app@db.internal:5432/jecheol',
      DATABASE_POOL_SIZE: '4',
    });
    expect(env).toMatchObject({ DATABASE_LISTEN_URL: 'postgresql://app@db.internal:5432/jecheol', DATABASE_POOL_SIZE: 4 });
  });
  itRefusesEnv('refuse %s=%s with a message naming it', base, [
    ['DATABASE_LISTEN_URL', 'mysql://db.internal/jecheol'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '101'],
    ['DATABASE_POOL_SIZE', 'ten'],
  ]);
});

describe('REPORT_HIDE_THRESHOLD (gone in issue 29: flags weighed by trust)', () => {
  it('stops the start with a pointer to flag-weights.ts rather than being silently ignored', () => {
    expect(() => loadEnv({ ...base, REPORT_HIDE_THRESHOLD: '3' })).toThrow(/REPORT_HIDE_THRESHOLD: .*flag-weights\.ts/);
    expect(() => loadEnv(base)).not.toThrow();
  });
});
