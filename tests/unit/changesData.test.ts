import { describe, expect, it } from 'vitest';
import { changesData, ENDPOINT_ACCESS, type EndpointKey } from '../../schemas/endpoints';

describe('which calls change data (and so refresh every cached list and query)', () => {
  it('counts writes, not reads, whatever their HTTP method', () => {
    const verdicts = (['GET customer/getnewleads', 'POST customer/createNewLead', 'DELETE manager/RemoveManagerAssignedUser', 'POST customer/getNavCountNewleads', 'POST prelevement/getprelevement', 'POST customer/checkVies'] as EndpointKey[]).map(changesData);
    expect(verdicts).toEqual([false, true, true, false, false, false]);
  });

  it("refreshes nothing after a saved view's write: it changes only the caller's own list settings", () => {
    expect((['POST view/{list}', 'PUT view/{list}/{id}', 'DELETE view/{list}/{id}'] as EndpointKey[]).map(changesData)).toEqual([false, false, false]);
  });

  it('lists each reading POST by its access-table name', () => {
    expect(new Set(Object.keys(ENDPOINT_ACCESS).filter((key) => !changesData(key as EndpointKey) && !key.startsWith('GET ') && !key.includes(' view/')))).toEqual(new Set([
      'POST customer/checkVies',
      'POST customer/GetAllTemplatesNewLeads',
      'POST customer/GetTemplatesNewLeads',
      'POST customer/GetAllDebType',
      'POST customer/getNavCountNewleads',
      'POST prelevement/getprelevement',
      'POST specialOffer/GetProductsBySpecialOffer',
      'POST specialOffer/GetUsersBySpecialOffer',
      'POST specialoffer/GetEmailsForSpecialOffer',
      'POST DownloadExcelDexxCnCExport',
      'POST DownloadExcelAdHoc',
      'POST DownloadFlowerPlaceExportTable',
    ]));
  });
});
