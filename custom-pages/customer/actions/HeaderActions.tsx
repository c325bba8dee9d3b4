import { Stack } from '@mui/material';
import { BackorderMenu } from './BackorderMenu';
import { DeliveryButton } from './DeliveryButton';
import { OpenRouteButton } from './OpenRouteButton';
import { ShopButtons } from './ShopButtons';

/** The header's actions; each decides itself whether this user and customer get it. */
export function HeaderActions() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
      <BackorderMenu />
      <DeliveryButton />
      <ShopButtons />
      <OpenRouteButton />
    </Stack>
  );
}
