import { Autocomplete } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { AUTOCOMPLETE_LIMIT } from '../../schemas/constants';
import { customerLabel, matchCustomers, type SearchableCustomer } from '../customerMatch';
import { pickerField } from './pickerField';

/**
 * A form's customer (visits, tasks): typed and picked like the global search (debtor number and name,
 * anywhere in the text), up to the spec's 200 results (part 2 §9); the form keeps the debtor number in `source`.
 */
export function CustomerPickerInput({ source, label, readOnly }: { source: string; label: string; readOnly: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [input, setInput] = useState<string>(field.value ?? '');
  const { data = [], isPending } = useApiQuery('GET customer/getallcustomerstosearch', { staleTime: Infinity });
  const chosen = data.find((customer) => customer.debnr === field.value) ?? (field.value ? { debnr: field.value, name: '' } : null);
  return (
    <Autocomplete<SearchableCustomer>
      options={data}
      value={chosen}
      inputValue={input}
      readOnly={readOnly}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, customer) => field.onChange(customer?.debnr ?? '')}
      onBlur={field.onBlur}
      filterOptions={(options, state) => matchCustomers(options, state.inputValue, AUTOCOMPLETE_LIMIT)}
      getOptionLabel={(customer) => (customer.name ? customerLabel(customer) : customer.debnr)}
      isOptionEqualToValue={(option, value) => option.debnr === value.debnr}
      loading={isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.search.no_results')}
      renderInput={pickerField(label, fieldState)}
    />
  );
}
