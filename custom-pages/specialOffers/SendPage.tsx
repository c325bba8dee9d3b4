import Refresh from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Grid, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { holdsAny } from '../../schemas/roles';
import { useClaims } from '../../ui/useClaims';
import { OfferCard } from './OfferCard';
import { ProviderStatusBanner } from './ProviderStatusBanner';

const SKELETON_CARDS = 3;

/**
 * /specialoffers (iCRMSpecialOfferSend; spec part 2 §2, §4): the provider-status banner, a refresh
 * button, and a card per enabled offer the user may send; skeleton cards while loading.
 */
export function SendPage() {
  const translate = useTranslate();
  const claims = useClaims();
  const canEdit = holdsAny(claims?.roles ?? [], ['iCRMSpecialOfferEdit']);
  const offers = useApiQuery('GET specialOffer/GetSpecialOffersWithProducts');
  // Skeletons on the first load and on a refresh, not when a send refetches the offers behind the cards.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await offers.refetch();
    setRefreshing(false);
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('specialOffers.sendTitle')} />
      <ProviderStatusBanner />
      <Stack direction="row" sx={{ mb: 2 }}>
        <Button startIcon={<Refresh />} onClick={() => void refresh()} disabled={refreshing}>
          {translate('specialOffers.refresh')}
        </Button>
      </Stack>
      {offers.error && <Alert severity="error">{offers.error.message}</Alert>}
      {offers.data?.length === 0 && <Alert severity="info">{translate('specialOffers.noOffers')}</Alert>}
      <Grid container spacing={2}>
        {offers.isPending || refreshing
          ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <Grid key={i} size={{ xs: 12, md: 6, xl: 4 }}>
                <Skeleton variant="rounded" height={420} data-testid="offer-skeleton" />
              </Grid>
            ))
          : offers.data?.map((offer) => (
              <Grid key={offer.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <OfferCard offer={offer} canEdit={canEdit} />
              </Grid>
            ))}
      </Grid>
    </Box>
  );
}
