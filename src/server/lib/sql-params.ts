/** Collects positional parameters while a query's text is built. */
export class SqlParams {
  readonly values: unknown[];

  /** Numbering goes on after `values` (a statement that extends another's parameters). */
  constructor(values: unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A value of one of the contract's closed sets (a level, a district), written into the text
 * instead of passed as a parameter. A statement without parameters is planned once per
 * connection and its plan kept, one with parameters at every run (prepared-statements.ts):
 * the lists filtered only by such values then cost what the unfiltered list costs
 * (bench/RESULTS.md). Only for values a schema has checked against a fixed list, which a plan
 * made for them suits; quotes are doubled all the same.
 */
export function closedSetLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Values of a closed set as a `text[]` literal (closedSetLiteral). */
export function closedSetArray(values: readonly string[]): string {
  return `array[${values.map(closedSetLiteral).join(', ')}]::text[]`;
}
