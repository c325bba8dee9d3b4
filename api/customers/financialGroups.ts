import type { FinancieleGroep } from '../../schemas/entities/turnoverDeco';
import type { Queryable } from '../db/database';

/** The back office's financial groups (debtor types), by code: the deco screens' filter and a lead's debfingrp list. */
export function financialGroups(q: Queryable): Promise<FinancieleGroep[]> {
  return q.query<FinancieleGroep>('SELECT code, text FROM financial_groups ORDER BY code');
}
