/** Collects the parameters of a query built from fragments: `p.add(value)` answers its `$n` placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, type?: 'date' | 'text' | 'int' | 'numeric' | 'text[]'): string {
    this.values.push(value);
    return `$${this.values.length}${type ? `::${type}` : ''}`;
  }
}
