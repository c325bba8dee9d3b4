import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import type { NewLead } from '../../schemas/entities/lead';
import type { ListSource } from '../framework/list/listSlots';
import type { EndpointKey } from '../../schemas/endpoints';

type Params = { company: number | 'all' };
const EMPTY: NewLead[] = [];

/** The company select of the manager's lead screens: All, or one of the companies. */
function CompanyFilter({ params, setParams }: { params: Params; setParams(params: Params): void }) {
  const translate = useTranslate();
  const { data: companies = [] } = useApiQuery('GET admin/getcompanies', { staleTime: 5 * 60_000 });
  return (
    <TextField
      select
      size="small"
      label={translate('resources.newleads.fields.companY_ID')}
      value={params.company}
      onChange={(event) => setParams({ company: event.target.value === 'all' ? 'all' : Number(event.target.value) })}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="all">{translate('leads.all_companies')}</MenuItem>
      {companies.map((company) => (
        <MenuItem key={company.id} value={company.id}>
          {company.id} {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

type LeadListEndpoint = Extract<EndpointKey, 'GET manager/getexportnewleads' | 'GET manager/getoverviewnewleads' | 'GET manager/getassignnewleads' | 'GET manager/GetReturnedNewLeads'>;

/** The rows of a manager's lead list (one endpoint, or two lists shown as one), narrowed to the chosen company in the browser. */
export function companyFilteredLeads(endpoint: LeadListEndpoint, also?: LeadListEndpoint): ListSource<NewLead, Params> {
  return {
    initialParams: { company: 'all' },
    useRows({ company }) {
      const first = useApiQuery(endpoint);
      const second = useApiQuery(also ?? endpoint, { enabled: also !== undefined });
      const data = first.data ?? EMPTY;
      const more = (also && second.data) || EMPTY;
      const rows = useMemo(() => [...data, ...more].filter((lead) => company === 'all' || lead.companY_ID === company), [data, more, company]);
      const pending = (first.isPending && !first.error) || (also !== undefined && second.isPending && !second.error);
      return { data: rows, isPending: pending };
    },
    Params: CompanyFilter,
  };
}
