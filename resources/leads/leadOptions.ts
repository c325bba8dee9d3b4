import { useApiQuery } from '../../dataProvider';
import type { LeadTemplate } from '../../schemas/entities/lead';

/** The caller's companies (those with lead templates) and their templates, for the form's selects. */
export function useLeadOptions() {
  const templates = useApiQuery('POST customer/GetAllTemplatesNewLeads', { staleTime: 5 * 60_000 });
  const companies = useApiQuery('GET admin/getcompanies', { staleTime: 5 * 60_000 });
  const ids = new Set((templates.data ?? []).map((t: LeadTemplate) => t.company_id));
  return {
    loaded: templates.data !== undefined && companies.data !== undefined,
    templates: templates.data ?? [],
    companies: (companies.data ?? []).filter((company) => ids.has(company.id)),
  };
}
