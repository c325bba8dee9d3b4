import type { Row } from './queryEngine/types';

/** A row with react-admin's `id`: the declared id field's value, else its position in the api's array. */
export function withId<T extends Row>(idField: string | undefined, row: T, position: number): T & { id: unknown } {
  const id = idField !== undefined ? row[idField] : undefined;
  return { ...row, id: id ?? position };
}
