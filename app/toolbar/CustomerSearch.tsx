import ArrowBack from '@mui/icons-material/ArrowBack';
import Search from '@mui/icons-material/Search';
import { AppBar, Autocomplete, IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
// react-admin's navigate is the app's (app/routes/appRouter.tsx): react-router's follows the address, and the
// search and its suggestions would render again at every keystroke of a list's search.
import { useNavigate, useTranslate } from 'react-admin';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';
import { postUserLog } from '../session/userLog';
import { useClaims } from '../../ui/useClaims';
import { customerLabel, matchCustomers, type SearchableCustomer } from '../../ui/customerMatch';
import { usePhone } from '../../ui/phone/usePhone';
import { useSearchableCustomers } from './useSearchableCustomers';

/**
 * The global customer search (spec part 1 §2): suggestions once the input is non-blank, at most 10,
 * 'No results..' when none; picking one opens the customer and logs the search. The customer list
 * is fetched on first use and kept for the session of this group. On a phone the toolbar has no room for
 * it: a search button there opens it over the whole toolbar, with a back button that closes it.
 */
export function CustomerSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const claims = useClaims();
  const [input, setInput] = useState('');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const phone = usePhone();
  const [unfolded, setUnfolded] = useState(false);
  const { allowed, customers, isPending } = useSearchableCustomers(used);
  if (!allowed) return null;
  const fold = () => {
    setInput('');
    setUnfolded(false);
  };
  if (phone && !unfolded) {
    return (
      <IconButton color="inherit" aria-label={translate('app.search.placeholder')} onClick={() => setUnfolded(true)}>
        <Search />
      </IconButton>
    );
  }

  const choose = (customer: SearchableCustomer | null) => {
    if (!customer) return;
    setInput('');
    setOpen(false);
    setUnfolded(false);
    navigate(`/icrm/customer/${encodeURIComponent(customer.debnr)}`);
    if (claims) postUserLog({ azureId: claims.azureId, type: 'search', actionName: 'customer_search', extraInfo: customer.debnr });
  };

  const search = (
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
      sx={phone ? { flex: 1, mr: 1 } : { width: { xs: 180, md: 320 }, mx: 2 }}
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          variant="outlined"
          margin="none"
          onFocus={() => setUsed(true)}
          autoFocus={phone}
          // Leaving the empty search on a phone gives the toolbar back.
          onBlur={() => phone && input.trim() === '' && fold()}
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
  if (!phone) return search;
  return (
    // Over the whole toolbar, coloured as it is (an app bar of its own, not a second banner landmark).
    <AppBar
      component="div"
      position="absolute"
      color="primary"
      elevation={0}
      sx={{ inset: 0, zIndex: 1, flexDirection: 'row', alignItems: 'center', px: 1 }}
      onKeyDown={(event) => event.key === 'Escape' && fold()}
    >
      <IconButton color="inherit" aria-label={translate('app.search.close')} onClick={fold}>
        <ArrowBack />
      </IconButton>
      {search}
    </AppBar>
  );
}
