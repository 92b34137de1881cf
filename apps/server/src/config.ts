import { z } from 'zod';

/** A bare http(s) origin (`https://camello.example`): no path, query or credentials. */
const origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => URL.parse(value)?.origin === value.replace(/\/$/, ''), {
    message: 'must be an origin such as https://camello.example, without a path',
  })
  .transform((value) => new URL(value).origin);

/** An unset variable and an empty one (`PUBLIC_ORIGIN=`) mean the same. */
const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_VACANCIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_ORIGIN: z.url().optional(),
  PUBLIC_ORIGIN: z.preprocess(emptyIsUnset, origin.optional()),
  ALLOWED_PUBLIC_ORIGINS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : [],
    z.array(origin),
  ),
  SMTP_URL: z.preprocess(emptyIsUnset, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(emptyIsUnset, z.string().min(3).optional()),
  REDIS_URL: z.preprocess(emptyIsUnset, z.url({ protocol: /^rediss?$/ }).optional()),
  // Addresses or CIDR ranges of the proxies whose `X-Forwarded-For` is believed (rate limits per IP).
  TRUST_PROXY: z.preprocess(emptyIsUnset, z.string().min(1).default('loopback')),
  // When the job-alert digest pass runs: five cron fields, UTC.
  ALERTS_CRON: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^\S+( \S+){4}$/, { message: 'must be a cron expression of five fields, such as 0 * * * *' })
      .default('0 * * * *'),
  ),
});

export type Config = z.infer<typeof configSchema> & { apiOrigin: string; mailFrom: string };

/** Validates the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const config = parsed.data;
  const mailHost = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : 'localhost';
  return {
    ...config,
    apiOrigin: config.API_ORIGIN ?? `http://127.0.0.1:${config.PORT}`,
    mailFrom: config.MAIL_FROM ?? `Camello <no-reply@${mailHost}>`,
  };
}
