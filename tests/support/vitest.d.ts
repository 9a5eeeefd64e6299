// Values that Vitest global setups hand to tests through `inject()`.
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL (tests/server/global-setup.ts), or "" when none is available. */
    postgresUrl: string;
  }
}
