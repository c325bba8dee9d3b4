import LocalFlorist from '@mui/icons-material/LocalFlorist';
import { Avatar, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BackorderLine } from '../../../schemas/entities/backorder';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';

const COLUMNS = ['photo', 'article', 'description', 'type', 'quantity', 'price', 'total', 'order_date', 'delivery_date'] as const;
const NUMERIC = new Set<string>(['quantity', 'price', 'total']);

/** The lines of one order: photo, article, quantities, prices and dates. */
export function BackorderLines({ lines }: { lines: BackorderLine[] }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                {translate(`customer.backorders.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={`${line.artikelNummer}-${i}`}>
              <TableCell>
                {/* The avatar falls back to the icon when a photo is missing or does not load. */}
                <Avatar variant="rounded" src={line.photoUrl ?? undefined} alt={line.artikelOmschrijving} sx={{ width: 48, height: 48 }}>
                  <LocalFlorist />
                </Avatar>
              </TableCell>
              <TableCell>{line.artikelNummer}</TableCell>
              <TableCell>{line.artikelOmschrijving}</TableCell>
              <TableCell>{translate(`customer.backorders.types.${line.type}`, { _: line.type })}</TableCell>
              <TableCell align="right">{line.totaalGeleverd}</TableCell>
              <TableCell align="right">{formatMoney(line.partijPrijs)}</TableCell>
              <TableCell align="right">{formatMoney(line.verkoopbedragTotaal)}</TableCell>
              <TableCell>{formatDate(line.datumKlantorder, 'dayFirst')}</TableCell>
              <TableCell>{formatDate(line.datumUitlevering, 'dayFirst')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
