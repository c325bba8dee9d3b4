import Send from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { SendableOffer } from '../../schemas/entities/specialOffer';
import { OfferProducts } from '../../ui/specialOffers/OfferProducts';
import { OfferSettingsMenu } from './OfferSettingsMenu';
import { useSendFlow } from './sendFlow';

/** The send page's product list height (spec part 2 §9: 100 to 560). */
const PRODUCTS_HEIGHT = { min: 100, max: 560 };

/**
 * One offer on the send page (spec part 2 §2, §4): title, sender and subject; the warnings for a
 * missing sender or subject; its products; Create + Send (off without a sender email) after
 * 'Are you sure you want to send?', then the progress and the result banner; the settings menu
 * for editors.
 */
export function OfferCard({ offer, canEdit }: { offer: SendableOffer; canEdit: boolean }) {
  const translate = useTranslate();
  const { state, send, setState } = useSendFlow(offer);
  const [confirming, setConfirming] = useState(false);
  const busy = state.phase === 'syncing' || state.phase === 'progress';
  const titleId = `offer-${offer.id}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={offer.title}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
        subheader={
          <>
            <Typography variant="body2">{translate('specialOffers.sender', { name: offer.senderName, email: offer.senderEmail })}</Typography>
            <Typography variant="body2">{translate('specialOffers.subject', { subject: offer.emailSubject })}</Typography>
          </>
        }
        action={canEdit && <OfferSettingsMenu offer={offer} onResult={setState} />}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1} sx={{ mb: 1 }}>
          {(!offer.senderEmail || !offer.senderName) && <Alert severity="warning">{translate('specialOffers.missingSender')}</Alert>}
          {!offer.emailSubject && <Alert severity="warning">{translate('specialOffers.missingSubject')}</Alert>}
        </Stack>
        <OfferProducts products={offer.products ?? []} minHeight={PRODUCTS_HEIGHT.min} maxHeight={PRODUCTS_HEIGHT.max} />
      </CardContent>
      <Box sx={{ px: 2 }}>
        {state.phase === 'syncing' && <LinearProgress aria-label={translate('specialOffers.sending')} />}
        {state.phase === 'progress' && <LinearProgress variant="determinate" value={state.percent} aria-label={translate('specialOffers.sending')} />}
        {state.phase === 'finished' && (
          <Alert severity={state.severity} role={state.severity === 'error' ? 'alert' : 'status'} onClose={() => setState({ phase: 'idle' })}>
            {state.translate ? translate(state.text) : state.text}
          </Alert>
        )}
      </Box>
      <CardActions>
        <Button variant="contained" startIcon={<Send />} disabled={!offer.senderEmail || busy} onClick={() => setConfirming(true)}>
          {translate('specialOffers.send')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        title={offer.title}
        content="specialOffers.confirmSend"
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
