import { buildIndex, runQuery, type SearchIndex } from '../queryEngine';
import type { Row } from '../queryEngine/types';
import { withId } from '../rowId';
import { ArrayGoneError, type ArrayAnswers, type ArrayRequest } from './protocol';

/**
 * The fetched arrays and their indexes, by key: the JSON parsed, rows given their ids, the index built
 * here (in the worker, off the page's thread). The same code answers in the page's thread where there is
 * no Worker (jsdom tests).
 */
const arrays = new Map<string, SearchIndex>();

function indexOf(key: string): SearchIndex {
  const index = arrays.get(key);
  if (!index) throw new ArrayGoneError(`no array '${key}'`);
  return index;
}

export function answer<R extends ArrayRequest>(request: R): ArrayAnswers[R['op']] {
  return answerAny(request) as ArrayAnswers[R['op']];
}

function answerAny(request: ArrayRequest): ArrayAnswers[ArrayRequest['op']] {
  switch (request.op) {
    case 'load': {
      const rows = (request.text ? (JSON.parse(request.text) as Row[] | null) : null) ?? [];
      arrays.set(request.key, buildIndex(rows.map((row, i) => withId(request.idField, row, i))));
      return rows.length;
    }
    case 'query':
      return runQuery(indexOf(request.key), request.query);
    case 'pick': {
      const wanted = new Set(request.ids);
      return indexOf(request.key).rows.filter((row) => wanted.has(String(row.id)));
    }
    case 'drop':
      for (const key of request.keys) arrays.delete(key);
      return null;
  }
}
