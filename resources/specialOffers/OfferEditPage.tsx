import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Grid, Skeleton, Stack } from '@mui/material';
import { Form, Loading, SaveButton, Title, useGetOne, useTranslate, type HttpError } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useApiQuery } from '../../dataProvider';
import type { SpecialOffer } from '../../schemas/entities/specialOffer';
import { ErrorView } from '../../ui/ErrorView';
import { HistoryPanel } from '../../ui/history/HistoryPanel';
import { Panel } from '../../ui/Panel';
import { useCompiledResource } from '../framework/compiledResource';
import { GeneratedFields } from '../framework/form/GeneratedFields';
import { useResourceSave } from '../framework/form/useResourceSave';
import { useResourceLabels } from '../framework/labels';
import { OfferProducts } from '../../ui/specialOffers/OfferProducts';
import { UserAccessTable } from './UserAccessTable';

/** The three panels side by side, of one height. */
const FILL = { height: '100%' };

/** The edit page's product list height (spec part 2 §9: 50 to 860). */
const PRODUCTS_HEIGHT = { min: 50, max: 860 };

/**
 * The offer's products as a campaign would carry them, asked with the offer itself as spec part 2 §7
 * posts it (a new version after a save asks again); a failed load with no products warns 'ERROR!' (§8).
 */
function ProductPreview({ offer }: { offer: SpecialOffer }) {
  const translate = useTranslate();
  const products = useApiQuery('POST specialOffer/GetProductsBySpecialOffer', { body: offer });
  if (products.error && !products.data?.length) return <Alert severity="warning">{translate('specialOffers.productsFailed')}</Alert>;
  if (!products.data) return <Skeleton variant="rounded" height={PRODUCTS_HEIGHT.min * 2} />;
  return <OfferProducts products={products.data} minHeight={PRODUCTS_HEIGHT.min} maxHeight={PRODUCTS_HEIGHT.max} />;
}

/**
 * /specialoffer/manage/{id}: the offer found by its id in the getspecialoffers list (the resource has no
 * one-offer call: the spec has none), so the page also opens from a link or a reload against the legacy.
 */
export function OfferEditPage() {
  const { id } = useParams();
  const { data, error, isPending } = useGetOne<SpecialOffer>('specialOffers', { id: Number(id) });
  if (isPending) return <Loading />;
  if (error || !data) return <ErrorView status={(error as HttpError | null)?.status ?? 404} />;
  return <OfferEditForm offer={data} />;
}

/**
 * The edit page (spec part 2 §2): three panels (offer settings, email-provider settings, the
 * product list preview), saved with the offer's version (a conflict shows both versions); below, the
 * user access table and the offer's history.
 */
function OfferEditForm({ offer }: { offer: SpecialOffer }) {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const { declaration, form: slots } = useCompiledResource();
  const { rules, validate, initial, save, conflictChoice } = useResourceSave('edit', offer, { snackbarMs: slots.savedSnackbarMs });
  if (!rules) return null;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={offer.title} />
      <Form defaultValues={initial} validate={validate} onSubmit={save} mode="onChange" noValidate>
        {conflictChoice}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <Panel title={labels.section('offer')} sx={FILL}>
              <GeneratedFields mode="edit" sections={['offer']} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <Panel title={labels.section('provider')} sx={FILL}>
              <GeneratedFields mode="edit" sections={['provider']} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Panel title={translate('specialOffers.products')} sx={FILL}>
              <ProductPreview offer={offer} />
            </Panel>
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ my: 2 }}>
          <Button component={Link} to={declaration.path} startIcon={<ArrowBack />}>
            {translate('ra.action.back')}
          </Button>
          <SaveButton alwaysEnable />
        </Stack>
      </Form>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <UserAccessTable offer={offer} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={translate('app.history.title')}>
            <HistoryPanel entity="specialoffer" id={String(offer.id)} resource={declaration.name} />
          </Panel>
        </Grid>
      </Grid>
    </Box>
  );
}
