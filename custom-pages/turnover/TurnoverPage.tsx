import { useClaims } from '../../ui/useClaims';
import { DECO_COMPANY } from '../../schemas/companies';
import { DecoTurnover } from './deco/DecoTurnover';
import { WeeklyTurnover } from './WeeklyTurnover';

/** /icrm/turnover: customers by week (tenant 4: by month, invoiced and written), with Excel downloads. */
export function TurnoverPage() {
  return useClaims()?.companyId === DECO_COMPANY ? <DecoTurnover /> : <WeeklyTurnover />;
}
