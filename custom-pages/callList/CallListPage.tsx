import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BlockCard } from './BlockCard';
import { LAST_INVOICE_BLOCKS, NEW_CUSTOMERS, SINGLE_INVOICE } from './blocks';

/** /icrm/call: the customers to call, in five blocks (1, 2, 3, 4 and 6). */
export function CallListPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('callList.title')} />
      <Typography variant="h5" component="h1">
        {translate('callList.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <BlockCard block={NEW_CUSTOMERS} />
        {LAST_INVOICE_BLOCKS.map((block) => (
          <BlockCard key={block.id} block={block} />
        ))}
        <BlockCard block={SINGLE_INVOICE} />
      </Box>
    </Stack>
  );
}
