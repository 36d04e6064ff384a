// targaryen ships no types; this declares the part of its API the rules tests use.
declare module 'targaryen' {
  interface RuleResult {
    allowed: boolean;
    info: string;
  }
  interface Database {
    as(auth: { uid: string } | null): Database;
    with(options: { debug?: boolean }): Database;
    read(path: string): RuleResult;
    write(path: string, value: unknown): RuleResult;
    /** A multi-location update: `patch` maps relative paths to values. */
    update(path: string, patch: Record<string, unknown>): RuleResult;
  }
  export function database(rules: object, data?: object, now?: number): Database;
}
