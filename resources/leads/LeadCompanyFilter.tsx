import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { assignableLeadKey, type AssignableLead, type NewLead } from '../../schemas/entities/lead';
import type { EndpointResponse } from '../../schemas/endpointResponses';
import type { ListSource } from '../framework/list/listSlots';
import type { EndpointKey } from '../../schemas/endpoints';

type Params = { company: number | 'all' };

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

type LeadListEndpoint = Extract<EndpointKey, 'GET manager/getexportnewleads' | 'GET manager/getoverviewnewleads'>;
type AssignListEndpoint = Extract<EndpointKey, 'GET manager/getassignnewleads' | 'GET manager/GetReturnedNewLeads'>;

/** The rows of one endpoint, or two lists shown as one, and whether they are still coming. */
function useLists<E extends LeadListEndpoint | AssignListEndpoint>(endpoint: E, also?: E): { data: EndpointResponse<E>; isPending: boolean } {
  const first = useApiQuery(endpoint);
  const second = useApiQuery(also ?? endpoint, { enabled: also !== undefined });
  const data = first.data;
  const more = also ? second.data : undefined;
  const rows = useMemo(() => [...(data ?? []), ...(more ?? [])] as EndpointResponse<E>, [data, more]);
  const pending = (first.isPending && !first.error) || (also !== undefined && second.isPending && !second.error);
  return { data: rows, isPending: pending };
}

/** A manager's lead list narrowed to the chosen company in the browser; `companyOf` reads a row's company. */
function companyFiltered<Row>(useRows: () => { data: Row[]; isPending: boolean }, companyOf: (row: Row) => number): ListSource<Row, Params> {
  return {
    initialParams: { company: 'all' },
    useRows({ company }) {
      const { data, isPending } = useRows();
      const rows = useMemo(() => (company === 'all' ? data : data.filter((row) => companyOf(row) === company)), [data, company]);
      return { data: rows, isPending };
    },
    Params: CompanyFilter,
  };
}

/** Export leads and the leads overview: the spec's new leads (companY_ID). */
export function companyFilteredLeads(endpoint: LeadListEndpoint): ListSource<NewLead, Params> {
  return companyFiltered(function useLeads() {
    return useLists(endpoint);
  }, (lead) => lead.companY_ID);
}

/**
 * Assign New Leads: the waiting and the returned leads as one list of the spec's assignable leads
 * (companyid; no id: each row is keyed by its company, email and creation time).
 */
export function companyFilteredAssignableLeads(): ListSource<KeyedAssignableLead, Params> {
  return companyFiltered(useKeyedAssignableLeads, (lead) => lead.companyid);
}

function useKeyedAssignableLeads() {
  const { data, isPending } = useLists<AssignListEndpoint>('GET manager/getassignnewleads', 'GET manager/GetReturnedNewLeads');
  return { data: useMemo(() => data.map((lead) => ({ ...lead, id: assignableLeadKey(lead) })), [data]), isPending };
}

/** An assignable lead with the key the list knows it by. */
export type KeyedAssignableLead = AssignableLead & { id: string };
