import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { z } from 'zod';
import { REPOSITORY_ROOT } from './server-paths.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Livery <no-reply@livery.test>'),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  JOB_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  JOB_LEASE_MS: z.coerce
    .number()
    .int()
    .min(500)
    .max(3_600_000)
    .default(5 * 60_000),
  PUBLIC_URL: z.url().optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, { error: 'name an IANA time zone, e.g. Asia/Singapore' }),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(',')
          .map((entry) => entry.trim())
          .filter(Boolean) ?? [],
    )
    .refine((entries) => entries.every(isProxyAddress), {
      error:
        'list the proxies as IP addresses or CIDR ranges, separated by commas (e.g. 127.0.0.1,10.0.0.0/8)',
    }),
});

/**
 * IANA's canonical zone names. Intl lists them without loading its formatting data, which the first
 * Intl.DateTimeFormat of a process does (13-18 ms of CPU): the cluster's primary formats no date, and read
 * TIME_ZONE before it forks (issue 23: P12).
 */
let canonicalTimeZones: ReadonlySet<string> | undefined;

function isTimeZone(name: string): boolean {
  canonicalTimeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (canonicalTimeZones.has(name)) return true;
  // Not canonical, yet maybe a zone Intl knows under another name (UTC, Asia/Calcutta): asked the long way.
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** proxy-addr's names for common ranges, beside plain addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /** Where the server listens: this machine only unless HOST says otherwise. */
  host: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); empty by default, so
   * a client cannot choose the address its rate limits are counted under.
   */
  trustedProxies: string[];
  /** The provider's time zone: which calendar day it is for recurring orders and due dates. */
  timeZone: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The outbox's first retry delay after a failed delivery; it doubles per failure up to an hour. */
  mailRetryDelayMs: number;
  /** Every other job's first retry delay after a failure; it doubles per failure up to an hour. */
  jobRetryDelayMs: number;
  /** How long a started job is its worker's: past it, the worker is taken for dead and the job runs again. */
  jobLeaseMs: number;
  publicUrl: string;
  logLevel: string;
  /** Signs file links; random per process when unset, so links then last only until a restart. */
  secretKey: string;
  /** SECRET_KEY was given (not made up at start), so other processes can check this one's links. */
  hasSharedSecretKey: boolean;
  webDistDir: string;
  /**
   * Demo data is loaded into an empty embedded database unless switched off; in production only when
   * SEED_DEMO_DATA=true says so.
   */
  seedDemoData: boolean;
  /** SEED_DEMO_DATA=true was given: the operator knowingly runs a demo with its published sign-ins. */
  isDemoExplicit: boolean;
  /** The bearer token Prometheus sends to GET /metrics; no token, no /metrics. */
  metricsToken: string | undefined;
  /** The S3-compatible bucket for uploads and generated files, when S3_BUCKET names one. */
  s3: S3Settings | undefined;
  /**
   * How many processes serve (node:cluster): on a PostgreSQL server WEB_CONCURRENCY, by default one per core;
   * on the embedded database always one.
   */
  processCount: number;
  /**
   * Webhook endpoints may be on private, loopback and link-local addresses (WEBHOOKS_ALLOW_PRIVATE=true): for an
   * operator whose receivers live on its own network. Off by default, against server-side request forgery.
   */
  webhooksAllowPrivate: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every bad variable is named in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Livery cannot start, the configuration is invalid:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const missing = [
    ...(isProduction && !values.PUBLIC_URL ? ['  PUBLIC_URL: required in production'] : []),
    // Several processes must sign file links alike.
    ...(isProduction && !values.SECRET_KEY ? ['  SECRET_KEY: required in production'] : []),
    // The embedded database's folder belongs to exactly one process (decision 161).
    ...(!values.DATABASE_URL && (values.WEB_CONCURRENCY ?? 1) > 1
      ? ['  WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database serves one process)']
      : []),
  ];
  if (missing.length > 0) {
    throw new ConfigError(`Livery cannot start, the configuration is invalid:\n${missing.join('\n')}`);
  }
  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    trustedProxies: values.TRUST_PROXY,
    timeZone: values.TIME_ZONE,
    // Relative to where Livery is started; by default the repository's own data/ folder.
    dataDir: values.DATA_DIR ? path.resolve(values.DATA_DIR) : path.join(REPOSITORY_ROOT, 'data'),
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailRetryDelayMs: values.MAIL_RETRY_DELAY_MS,
    jobRetryDelayMs: values.JOB_RETRY_DELAY_MS,
    jobLeaseMs: values.JOB_LEASE_MS,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    secretKey: values.SECRET_KEY ?? randomBytes(32).toString('hex'),
    hasSharedSecretKey: values.SECRET_KEY !== undefined,
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(values.WEB_DIST_DIR)
      : path.join(REPOSITORY_ROOT, 'apps/web/dist'),
    seedDemoData: values.SEED_DEMO_DATA
      ? values.SEED_DEMO_DATA === 'true'
      : !values.DATABASE_URL && !isProduction,
    isDemoExplicit: values.SEED_DEMO_DATA === 'true',
    metricsToken: values.METRICS_TOKEN,
    // Uploads go to the bucket when one is named, else to DATA_DIR on this machine's disk.
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    webhooksAllowPrivate: values.WEBHOOKS_ALLOW_PRIVATE === 'true',
    processCount: values.DATABASE_URL ? (values.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
  };
}
