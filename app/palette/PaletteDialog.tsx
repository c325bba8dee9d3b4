import Search from '@mui/icons-material/Search';
import { Box, Dialog, InputAdornment, InputBase, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';
import { useClaims } from '../../ui/useClaims';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ThemedPart } from '../layout/settings/ThemedPart';
import { postUserLog } from '../session/userLog';
import { itemKey, KINDS, type PaletteItem } from './paletteItems';
import { PaletteOptions, LISTBOX_ID, optionId } from './PaletteOptions';
import { emptySections, searchSections } from './paletteResults';
import { resolveRecent, useRecentPicks, type StoredRecent } from './recentItems';
import { usePaletteItems } from './usePaletteItems';

/**
 * The command palette's dialog: a search box over screens, customers, leads, tasks, visits and actions,
 * the recent picks when it is empty; arrows move, Enter opens (or runs an action), Escape closes.
 */
export default function PaletteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const claims = useClaims();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { screens, actions, indexes, loaded } = usePaletteItems();
  const [stored, remember] = useRecentPicks(claims?.azureId);
  const [input, setInput] = useState('');
  const [active, setActive] = useState(0);

  const recent = useMemo(() => {
    const current = (pick: StoredRecent) => {
      if (!loaded.has(pick.kind)) return undefined;
      return indexes[pick.kind]?.items.find((item) => item.id === pick.id) ?? null;
    };
    return resolveRecent(stored, current);
  }, [stored, indexes, loaded]);
  const sections = useMemo(
    () => (input.trim() === '' ? emptySections(recent, screens, actions) : searchSections(indexes, input)),
    [input, recent, screens, actions, indexes],
  );
  const options = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const current = Math.min(active, options.length - 1);

  const pick = (item: PaletteItem) => {
    remember(item);
    onClose();
    if (item.run) item.run();
    else if (item.to) navigate(item.to, item.state ? { state: item.state } : undefined);
    // Logged as the toolbar's search logs a customer picked (spec part 1 §8).
    if (item.kind === 'customer' && claims) postUserLog({ azureId: claims.azureId, type: 'search', actionName: 'customer_search', extraInfo: item.id });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((current + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const item = options[current];
      if (item) pick(item);
    }
  };

  const typed = input.trim() !== '';
  const stillLoading = loaded.size < KINDS.length;
  return (
    <ThemedPart part="main">
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        slotProps={{
          paper: { 'aria-label': translate('app.palette.title'), sx: { mt: fullScreen ? 0 : '10vh', overflow: 'hidden', display: 'flex', flexDirection: 'column' } },
          // Each opening starts afresh.
          transition: { onExited: () => (setInput(''), setActive(0)) },
        }}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <InputBase
            autoFocus
            fullWidth
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={translate('app.palette.placeholder')}
            startAdornment={
              <InputAdornment position="start">
                <Search color="action" />
              </InputAdornment>
            }
            inputProps={{
              maxLength: INPUT_MAX_LENGTH,
              role: 'combobox',
              'aria-label': translate('app.palette.title'),
              'aria-expanded': options.length > 0,
              'aria-controls': LISTBOX_ID,
              'aria-autocomplete': 'list',
              'aria-activedescendant': options[current] ? optionId(options[current]) : undefined,
              autoComplete: 'off',
              spellCheck: false,
            }}
            sx={{ fontSize: '1.05rem' }}
          />
        </Box>
        <PaletteOptions sections={sections} active={options[current] ? itemKey(options[current]) : undefined} onHover={(item) => setActive(options.indexOf(item))} onPick={pick} />
        {options.length === 0 && typed && (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            {stillLoading ? translate('ra.page.loading') : translate('app.palette.no_results', { query: input.trim() })}
          </Typography>
        )}
        <Box sx={{ px: 2, py: 0.75, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.palette.hint')}
          </Typography>
          <VisuallyHidden>
            <span role="status">{typed ? translate('app.palette.results', { smart_count: options.length }) : ''}</span>
          </VisuallyHidden>
        </Box>
      </Dialog>
    </ThemedPart>
  );
}
