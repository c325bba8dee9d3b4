import Search from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';
import { postUserLog } from '../session/userLog';
import { useClaims } from '../../ui/useClaims';
import { customerLabel, matchCustomers, type SearchableCustomer } from '../../ui/customerMatch';
import { useSearchableCustomers } from './useSearchableCustomers';

/**
 * The global customer search (spec part 1 §2): suggestions once the input is non-blank, at most 10,
 * 'No results..' when none; picking one opens the customer and logs the search. The customer list
 * is fetched on first use and kept for the session of this group.
 */
export function CustomerSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const claims = useClaims();
  const [input, setInput] = useState('');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const { allowed, customers, isPending } = useSearchableCustomers(used);
  if (!allowed) return null;

  const choose = (customer: SearchableCustomer | null) => {
    if (!customer) return;
    setInput('');
    setOpen(false);
    navigate(`/icrm/customer/${encodeURIComponent(customer.debnr)}`);
    if (claims) postUserLog({ azureId: claims.azureId, type: 'search', actionName: 'customer_search', extraInfo: customer.debnr });
  };

  return (
    <Autocomplete<SearchableCustomer>
      options={customers}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      open={open && input.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, customer) => choose(customer)}
      filterOptions={(options, state) => matchCustomers(options, state.inputValue)}
      getOptionLabel={customerLabel}
      isOptionEqualToValue={(option, value) => option.debnr === value.debnr}
      loading={isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.search.no_results')}
      size="small"
      popupIcon={null}
      forcePopupIcon={false}
      sx={{ width: { xs: 180, md: 320 }, mx: 2 }}
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          variant="outlined"
          margin="none"
          onFocus={() => setUsed(true)}
          placeholder={translate('app.search.placeholder')}
          slotProps={{
            inputLabel: InputLabelProps,
            htmlInput: { ...inputProps, maxLength: INPUT_MAX_LENGTH, 'aria-label': translate('app.search.placeholder') },
            input: {
              ...InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, '& input': { color: 'inherit' }, '& fieldset': { border: 0 } }}
        />
      )}
    />
  );
}
