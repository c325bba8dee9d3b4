import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../../dataProvider';
import { INPUT_MAX_LENGTH } from '../../../schemas/constants';
import { cncSuggestions, customerLabel, type SearchableCustomer } from './cncModule';

/** Search the current group's customers by debnr or name: up to 8 suggestions. */
export function CustomerPicker({ customer, onChange }: { customer: SearchableCustomer | null; onChange: (customer: SearchableCustomer | null) => void }) {
  const translate = useTranslate();
  const { data = [], isPending, error } = useApiQuery('GET customer/getallcustomerstosearch', { staleTime: Infinity });
  const label = translate('cashCarry.module.customer');
  return (
    <Autocomplete<SearchableCustomer>
      options={data}
      value={customer}
      onChange={(_, chosen) => onChange(chosen)}
      filterOptions={(options, state) => cncSuggestions(options, state.inputValue)}
      getOptionLabel={customerLabel}
      isOptionEqualToValue={(option, value) => option.debnr === value.debnr}
      loading={isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('cashCarry.module.no_results')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={translate('cashCarry.module.customer_hint')}
          error={Boolean(error)}
          helperText={error ? translate('cashCarry.module.customers_failed') : undefined}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: INPUT_MAX_LENGTH } }}
        />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
}
