import Star from '@mui/icons-material/Star';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItemButton, ListItemText, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { call, useApiQuery } from '../../dataProvider';
import { LEAD_MESSAGES, TEMPLATE_SUGGESTIONS, TEMPLATE_TABLE_ROWS, type LeadTemplate } from '../../schemas/entities/lead';

/**
 * The star of New leads: the user's favourite templates (a table, 5 to a page, 'No templates selected
 * yet') and a search offering up to 10 templates in two columns of 5 to add (spec part 2 §2).
 */
export function FavouriteTemplatesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const favourites = useApiQuery('POST customer/GetTemplatesNewLeads', { enabled: open }).data ?? [];
  const templates = useApiQuery('POST customer/GetAllTemplatesNewLeads', { enabled: open }).data ?? [];
  const chosen = new Set(favourites.map((template) => template.template_debnr));
  const needle = search.trim().toLowerCase();
  const suggestions = templates
    .filter((template) => !chosen.has(template.template_debnr) && `${template.template_debnr} ${template.template_name}`.toLowerCase().includes(needle))
    .slice(0, TEMPLATE_SUGGESTIONS);
  const change = async (endpoint: 'POST customer/AddFaviCRMUser' | 'POST customer/DeleteFaviCRMUser', template: LeadTemplate) => {
    try {
      await call(endpoint, { body: { template_debnr: template.template_debnr } });
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const title = translate('leads.templates.title');
  const shown = favourites.slice(page * TEMPLATE_TABLE_ROWS, (page + 1) * TEMPLATE_TABLE_ROWS);
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="primary" aria-label={title} onClick={() => setOpen(true)}>
          <Star />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="favourite-templates-title">
        <DialogTitle id="favourite-templates-title">{title}</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('leads.templates.number')}</TableCell>
                <TableCell>{translate('leads.templates.name')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((template) => (
                <TableRow key={template.template_debnr}>
                  <TableCell>{template.template_debnr}</TableCell>
                  <TableCell>{template.template_name}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => change('POST customer/DeleteFaviCRMUser', template)}>
                      {translate('ra.action.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {favourites.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{LEAD_MESSAGES.noTemplates}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {favourites.length > TEMPLATE_TABLE_ROWS && (
            <TablePagination component="div" count={favourites.length} page={page} onPageChange={(_, next) => setPage(next)} rowsPerPage={TEMPLATE_TABLE_ROWS} rowsPerPageOptions={[TEMPLATE_TABLE_ROWS]} />
          )}
          <TextField size="small" fullWidth label={translate('leads.templates.find')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ mt: 2 }} />
          <Box component={List} dense aria-label={translate('leads.templates.suggestions')} sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gridTemplateRows: { sm: 'repeat(5, auto)' }, gridAutoFlow: { sm: 'column' } }}>
            {suggestions.map((template) => (
              <ListItemButton key={template.template_debnr} onClick={() => change('POST customer/AddFaviCRMUser', template)}>
                <ListItemText primary={template.template_name} secondary={template.template_debnr} />
              </ListItemButton>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
