import { Badge, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A download or send button with the row count on a badge, disabled without rows (spec part 2 §2, §5).
 * `count` undefined: the rows are not known (a preview the back office does not offer): no badge, enabled.
 */
export function CountButton({ label, count, onClick, icon, busy }: { label: string; count: number | undefined; onClick(): void; icon: ReactNode; busy?: boolean }) {
  const translate = useTranslate();
  return (
    <Badge badgeContent={count} color="secondary" max={99999} showZero>
      <Button variant="outlined" startIcon={icon} disabled={count === 0 || busy} onClick={onClick}>
        {translate(label)}
      </Button>
    </Badge>
  );
}
