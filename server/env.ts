import { z } from "zod";
import { bookingEnvShape, checkCalDavEnv } from "../app/booking/settings";
import { checkEmailEnv, emailEnvShape } from "../app/notify/settings.server";
import { DEFAULT_DATABASE_TIMEOUTS } from "../app/db/timeouts";

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .default("")
  .transform((v) => v === "1" || v === "true");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.connectMs),
    DATABASE_QUERY_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.queryMs),
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.statementMs),
    HEALTH_CHECK_TIMEOUT_MS: positiveInt(1_500),
    SITE_URL: z.url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z
      .string()
      .default("")
      .describe("Express 'trust proxy' setting: empty (off), a hop count, or a list of addresses"),
    RATE_LIMIT_DISABLED: flag,
    CONTACT_RATE_LIMIT_PER_MINUTE: positiveInt(5),
    CONTACT_RATE_LIMIT_PER_HOUR: positiveInt(20),
    CHAT_RATE_LIMIT_PER_SESSION_PER_MINUTE: positiveInt(20),
    CHAT_RATE_LIMIT_PER_IP_PER_MINUTE: positiveInt(60),
    CHAT_LEAD_EMAILS_PER_HOUR: positiveInt(3),
    CHAT_SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ENQUIRY_WEBHOOK_URL: z.url().optional(),
    ENQUIRY_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    ENQUIRY_WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
    ENQUIRY_WEBHOOK_RETRY_BASE_MS: positiveInt(5_000),
    ENQUIRY_WEBHOOK_RETRY_MAX_MS: positiveInt(3_600_000),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: positiveInt(15000),
    SHUTDOWN_TIMEOUT_MS: positiveInt(10000),
    HEADERS_TIMEOUT_MS: positiveInt(10_000),
    REQUEST_TIMEOUT_MS: positiveInt(30_000),
    /** Tests only: the server's clock (AppServices.now) stands still at this instant. */
    TEST_CLOCK: z.iso.datetime({ offset: true }).optional(),
    /** Lets a production-mode test server honour TEST_CLOCK. */
    TEST_HOOKS: flag,
    ...emailEnvShape,
    ...bookingEnvShape,
  })
  .superRefine(checkEmailEnv)
  .superRefine(checkCalDavEnv)
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK && env.NODE_ENV === "production" && !env.TEST_HOOKS) {
      ctx.addIssue({ code: "custom", path: ["TEST_CLOCK"], message: "is for tests: set TEST_HOOKS=1 as well" });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment; on a bad value, throws an Error that names every offending variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
}
