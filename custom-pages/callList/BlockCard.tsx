import { Alert, Card, CardContent, CardHeader, FormControlLabel, Skeleton, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { CALL_LIST_ROWS } from '../../schemas/constants';
import { NoData } from '../../ui/NoData';
import type { CallListBlock } from './blocks';
import { WRAPPING_CARD_HEADER } from '../shared/cardHeader';
import { SidewaysScroll } from '../shared/SidewaysScroll';
import { visibleRows } from '../shared/visibleRows';

/** One block of the call list: title and definition, a 'load more' switch, and its first 5 rows (or all). */
export function BlockCard<Row extends { debnr: string }>({ block }: { block: CallListBlock<Row> }) {
  const translate = useTranslate();
  const [loadMore, setLoadMore] = useState(false);
  const query = useApiQuery(block.endpoint);
  // The block's endpoint answers Row[] (EndpointAnswering), which TypeScript cannot narrow through the generic lookup.
  const { error } = query;
  const data = query.data as Row[] | undefined;
  const title = translate(`callList.blocks.${block.id}.title`);

  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={data ? `${title} (${data.length})` : title}
        subheader={translate(`callList.blocks.${block.id}.definition`)}
        action={
          <FormControlLabel
            control={<Switch checked={loadMore} onChange={(event) => setLoadMore(event.target.checked)} disabled={!data || data.length <= CALL_LIST_ROWS} />}
            label={translate('callList.load_more')}
          />
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
        sx={WRAPPING_CARD_HEADER}
      />
      <CardContent>
        {error ? (
          <Alert severity="error">{translate('callList.load_failed')}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={180} />
        ) : data.length === 0 ? (
          <NoData />
        ) : (
<SidewaysScroll>
            <Table size="small" aria-label={title} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  {block.columns.map((column) => (
                    <TableCell key={column.key}>{translate(`callList.columns.${column.key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {visibleRows(data, loadMore, CALL_LIST_ROWS).map((row) => (
                  <TableRow key={row.debnr} hover>
                    {block.columns.map((column) => (
                      <TableCell key={column.key} sx={column.wrap ? { whiteSpace: 'normal !important' } : undefined}>
                        {column.render(row, translate)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </SidewaysScroll>
        )}
      </CardContent>
    </Card>
  );
}
