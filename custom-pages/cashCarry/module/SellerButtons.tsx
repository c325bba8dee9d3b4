import { Alert, Skeleton, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useClaims } from '../../../ui/useClaims';
import { useApiQuery } from '../../../dataProvider';
import { NoData } from '../../../ui/NoData';
import type { Seller } from '../../../schemas/entities/cashCarry';
import { CASH_CARRY_STALE_MS } from '../staleTime';

/** One button per counter seller of the current company; the chosen one stays pressed. */
export function SellerButtons({ seller, onChange }: { seller: Seller | null; onChange: (seller: Seller | null) => void }) {
  const translate = useTranslate();
  const azureId = useClaims()?.azureId;
  const { data, error } = useApiQuery('GET DexxCnCModuleGetVerkoopers', { query: { AzureId: azureId }, enabled: Boolean(azureId), staleTime: CASH_CARRY_STALE_MS });
  if (error) return <Alert severity="error">{translate('cashCarry.load_failed')}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={48} />;
  if (data.length === 0) return <NoData />;
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      aria-label={translate('cashCarry.module.sellers')}
      value={seller?.debnr ?? null}
      onChange={(_, code: string | null) => onChange(data.find((s) => s.debnr === code) ?? null)}
      sx={{ flexWrap: 'wrap' }}
    >
      {data.map((s) => (
        <ToggleButton key={s.debnr} value={s.debnr} sx={{ textTransform: 'none' }}>
          {s.debnaam}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
