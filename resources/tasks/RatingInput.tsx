import { Box, Slider, Typography } from '@mui/material';
import { useInput } from 'react-admin';

/** A score of 1 to 10 in steps of 1 (spec part 2 §9), shown beside its label. */
export function RatingInput({ source, label, readOnly }: { source: string; label: string; readOnly?: boolean }) {
  const { field } = useInput({ source });
  const id = `${source.replace(/\W/g, '-')}-label`;
  return (
    <Box sx={{ px: 1 }}>
      <Typography id={id} variant="subtitle2">
        {label}: {field.value}
      </Typography>
      <Slider value={Number(field.value)} min={1} max={10} step={1} marks disabled={readOnly} onChange={(_, value) => field.onChange(value as number)} aria-labelledby={id} />
    </Box>
  );
}
