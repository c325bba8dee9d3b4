import { ENDPOINT_ACCESS, type EndpointKey } from '../../schemas/endpoints';

/**
 * GETs of the contract that change something on the back office (the legacy names writes GET too). A check of a
 * live back office (`npm run check-upstream`) never calls them: it reports each as skipped with this reason.
 */
export const WRITING_GETS: Partial<Record<EndpointKey, string>> = {
  'GET auth/UpdateUserLanguage/{id}': "changes the user's language",
  'GET groupcode/refreshgroups': 'adds debtor groups',
  'GET customer/ActivateNewCustomer/{debnr}': 'activates a new customer',
  'GET customer/UpdateSalesmanCustomerCode/{debnr}': "changes the customer's salesman",
  'GET sendinblue/ImportUsers': 'imports users into the mailing provider',
  'GET send/excel/{name}': 'sends a mail',
  'GET send/callcenter': 'sends a mail',
  // Spec part 2 §3: fetching a task resets its flags (and the api records a view in its timeline).
  'GET task/gettask/{id}': 'marks the task as viewed',
};

/** Every GET of the contract, in the access table's order. */
export const CONTRACT_GETS: readonly EndpointKey[] = (Object.keys(ENDPOINT_ACCESS) as EndpointKey[]).filter((key) => key.startsWith('GET '));
