import { Card, CardContent, Skeleton, Typography } from '@mui/material';

/** A figure tile: a label over a large value (a skeleton until the value is known). */
export function Tile({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid="tile-value">
          {value ?? <Skeleton width={120} />}
        </Typography>
      </CardContent>
    </Card>
  );
}
