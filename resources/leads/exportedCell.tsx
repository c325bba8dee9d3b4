import CheckCircle from '@mui/icons-material/CheckCircle';
import { Stack, Tooltip, Typography } from '@mui/material';
import { LEAD_MESSAGES, type NewLead } from '../../schemas/entities/lead';
import { formatDate } from '../../ui/format/dates';

/** Exported leads show a green check with the export date; the others say why not yet (spec part 2 §2, §8). */
export function ExportedCell({ record }: { record: NewLead }) {
  if (record.fS_EXPORTED === 1) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <CheckCircle color="success" fontSize="small" titleAccess={LEAD_MESSAGES.alreadyExported} />
        <Typography variant="body2">{formatDate(record.fS_EXPORTED_DATE, 'dayFirst')}</Typography>
      </Stack>
    );
  }
  return (
    <Tooltip title={record.acctmngR_VALIDATED ? LEAD_MESSAGES.notExported : LEAD_MESSAGES.notValidated}>
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    </Tooltip>
  );
}
