import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_VACANCIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_ORIGIN: z.url().optional(),
  PUBLIC_ORIGIN: z.url().optional(),
});

export type Config = z.infer<typeof configSchema> & { apiOrigin: string };

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
  return { ...config, apiOrigin: config.API_ORIGIN ?? `http://127.0.0.1:${config.PORT}` };
}
