import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiEntry } from '../../schemas/entities/exports';
import { usePhone } from '../../ui/phone/usePhone';

interface Props {
  entries: ApiEntry[];
  /** The list's accessible name: the page's title. */
  label: string;
  buttons(entry: ApiEntry): ReactNode;
}

/**
 * The entries of an api page with their buttons: a table of name, description, company and buttons; on a phone
 * one card each, the same four things stacked, as the table's columns need some 600 px and would widen the page.
 */
export function ApiEntryList(props: Props) {
  return usePhone() ? <EntryCards {...props} /> : <EntryTable {...props} />;
}

function EntryTable({ entries, label, buttons }: Props) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('exports.api.name')}</TableCell>
          <TableCell>{translate('exports.api.description')}</TableCell>
          <TableCell>{translate('exports.company')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{entry.name}</TableCell>
            <TableCell>{entry.description}</TableCell>
            <TableCell>{entry.companyName}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                {buttons(entry)}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EntryCards({ entries, label, buttons }: Props) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
          <Typography variant="subtitle2" component="p">
            {entry.name}
          </Typography>
          <Typography variant="body2">{entry.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {entry.companyName}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {buttons(entry)}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
