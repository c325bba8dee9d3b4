import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateArrays } from '../../dataProvider';
import { tokenStore } from '../../dataProvider/tokenStore';
import { CompiledResourceContext } from '../../resources/framework/compiledResource';
import { newLeads } from '../../resources/leads';
import { assignActions } from '../../resources/leads/assignLeads';
import { messages } from '../../resources/leads/i18n/en';
import type { KeyedAssignableLead } from '../../resources/leads/LeadCompanyFilter';
import { leadInputs } from '../../resources/leads/leadInputs';
import { useLeadFormRules, type LeadFormValues } from '../../resources/leads/leadFormRules';
import { leadRowActions } from '../../resources/leads/leadRowActions';
import { DeleteLeadButton } from '../../resources/leads/newCustomerActions';
import { assignableLeadKey, type NewLead } from '../../schemas/entities/lead';
import { json, stubFetch } from './customerRender';
import { unsignedToken } from './unsignedToken';

/** The lead calls as the browser sends them (spec part 2 §7 "Leads"). */
const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const slow = { timeout: 8000 };
const EMAIL = 'sales@demo.test';
const SAM = '0b6c1f6e-5a43-4c1e-9a55-0d6a4f3f7d11';

const lead = {
  id: 41, version: 3, companY_ID: 1, email: 'info@detulp.nl', debnr: null, debnaam: 'De Tulp', debadres: 'Dorpsstraat 1', debpc: '1431 AB', debplaats: 'Aalsmeer',
  debcont: 'Anna', debtfnr: '', debmobiel: '', email2: '', lvnaamdb: '', lvadresdb: '', lvpcdb: '', lvplaatsdb: '', btwnrdeb: 'NL004495445B01', transcod: '',
  template: '100001', findebnr: '', kvk: '', deblandcod: 'NL', debtext: '', debfingrp: '', acctmngR_NOTE: '', forM_SOURCE: '', vieS_VALID: true, vieS_NAME: 'DE TULP',
  vieS_ADDRESS: 'DORPSSTRAAT 1', vieS_VAT: 'NL004495445B01', acctmngR_VALIDATED: 0, validateD_DATE: null, fS_EXPORTED: 0, fS_EXPORTED_DATE: null,
  icrM_CREATED: '2026-06-01T08:00:00.000Z', name: null, manageR_NAME: null, manageR_AZURE_ID: null, azure_id: SAM, acctmngr: null, countEmails: 0, countVAT: 0,
  inactief: false, defkarloc: '', dooslocatie: '', transpId: 0, inpakBproces: '', doosvulfc: '', welcomeDiscount: null, suggesteD_DEBNR: '104512',
} satisfies NewLead;

function wrap(children: ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
}

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  invalidateArrays();
  localStorage.clear();
  tokenStore.set({ accessToken: unsignedToken({ roles: ['iCRMBasis', 'iCRMManager'], preferred_username: EMAIL, userName: 'Sam Sales', azureId: SAM, groupCode: '101', exp: 4_000_000_000 }), refreshToken: 'r' });
  api = stubFetch((method, path) => {
    if (path.endsWith('manager/GetFaviCRMusersNewLeads')) return json([{ favoriteAzureId: SAM, name: 'Sam Sales', email: EMAIL }]);
    if (path.endsWith('customer/GetAllTemplatesNewLeads')) return json([{ template_debnr: '100001', template_name: 'Bloemist', company_id: 1 }]);
    if (path.endsWith('admin/getcompanies')) return json([{ id: 1, name: 'VDP' }]);
    if (path.endsWith('customer/checkVies')) return json({ valid: true, debnaam: 'DE TULP B.V.', debAddress: 'DORPSSTRAAT 1, AALSMEER', vat: 'NL004495445B01', status: 'valid' });
    return json(method === 'GET' ? [] : {});
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());
const posted = (path: string) => api.calls.filter((call) => call.method === 'POST' && call.path.startsWith(`/api/${path}`));

describe('lead requests', { timeout: 30_000 }, () => {
  it('validateNewLead sends the lead plus useremail', async () => {
    const Validate = leadRowActions[0]!.component;
    wrap(<Validate record={lead} disabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(posted('customer/validateNewLead')).toHaveLength(1), slow);
    expect(posted('customer/validateNewLead')[0]!.body).toEqual({ ...lead, useremail: EMAIL });
  });

  it('deleteNewLead carries ?username= and sends the lead with its note', async () => {
    wrap(<DeleteLeadButton record={lead} disabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Dubbel ingevoerd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posted('customer/deleteNewLead')).toHaveLength(1), slow);
    const [sent] = posted('customer/deleteNewLead');
    expect(sent!.path).toBe('/api/customer/deleteNewLead?username=Sam+Sales');
    expect(sent!.body).toEqual({ ...lead, acctmngR_NOTE: 'Dubbel ingevoerd' });
  });

  it('ActivateNewLead sends the assignable lead as listed (not the list key) with the chosen manager as icrmuser and azure_id', async () => {
    const row = {
      email: 'shop@bloem.nl', debnr: null, debnaam: 'Bloem', debadres: 'Laan 2', debpc: '2161 AB', debplaats: 'Lisse', deblandcod: 'NL', debcont: '', debtfnr: '', debmobiel: '',
      btwnrdeb: '', acctmngr: null, createdat: '2026-06-02T09:30:00.000Z', companyid: 1, listids: [], btwok: 1, debtext: 'Beurs', forM_SOURCE: '', icrmuser: null, validated: false,
      azurE_ID: null, manageR_AZURE_ID: 'RETURNED', acctmngR_NOTE: 'iCRM Note : al klant',
    };
    const Assign = assignActions[0]!.component;
    wrap(<Assign record={{ ...row, id: assignableLeadKey(row) } satisfies KeyedAssignableLead} disabled={false} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', undefined, slow));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Sales' }));
    fireEvent.click(screen.getByRole('button', { name: /Bloem$/ }));
    await waitFor(() => expect(posted('manager/ActivateNewLead')).toHaveLength(1), slow);
    expect(posted('manager/ActivateNewLead')[0]!.body).toEqual({ ...row, icrmuser: SAM, azure_id: SAM });
  });

  it('checkVies posts the lead form, its answer fills the vieS_* fields, and createNewLead sends them with useremail', async () => {
    const VatInput = leadInputs.btwnrdeb;
    let bodyOf: ((values: LeadFormValues) => Record<string, unknown>) | undefined;
    let values: () => LeadFormValues = () => ({}) as LeadFormValues;
    function Probe() {
      bodyOf = useLeadFormRules('create')?.toBody;
      return null;
    }
    const start = { email: 'info@detulp.nl', debnaam: 'De Tulp', btwnrdeb: 'NL 0044.95445 B01', companY_ID: 1, delivery: false, vieS_VALID: null, vieS_NAME: null, vieS_ADDRESS: null, vieS_VAT: null };
    wrap(
      <CompiledResourceContext.Provider value={newLeads()}>
        <Form defaultValues={start} onSubmit={(submitted: Record<string, unknown>) => (values = () => submitted as LeadFormValues)}>
          <Probe />
          <VatInput field={{ name: 'btwnrdeb' } as never} label="VAT number" mode="create" readOnly={false} />
          <button type="submit">go</button>
        </Form>
      </CompiledResourceContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Check VIES' }, slow));
    await screen.findByRole('status', undefined, slow);
    expect(posted('customer/checkVies')[0]!.body).toMatchObject({ email: 'info@detulp.nl', debnaam: 'De Tulp', companY_ID: 1, btwnrdeb: 'NL 0044.95445 B01' });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(values().vieS_VAT).toBe('NL004495445B01'), slow);
    await waitFor(() => expect(bodyOf).toBeDefined(), slow);
    const body = bodyOf!({ ...values(), btwnrdeb: 'NL004495445B01' });
    expect(body).toMatchObject({ useremail: EMAIL, vieS_VALID: true, vieS_NAME: 'DE TULP B.V.', vieS_ADDRESS: 'DORPSSTRAAT 1, AALSMEER', vieS_VAT: 'NL004495445B01' });
    // A VAT number changed after the check is unchecked again.
    expect(bodyOf!({ ...values(), btwnrdeb: 'BE0776091951' })).toMatchObject({ vieS_VALID: null, vieS_NAME: null, vieS_ADDRESS: null, vieS_VAT: null });
  });
});
