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
  }
  export function database(rules: object, data?: object, now?: number): Database;
}
