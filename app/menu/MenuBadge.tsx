import { Chip } from '@mui/material';
import type { UseMenuCount } from './badges';

/** A registered count, shown only above 0. */
export function MenuBadge({ useCount }: { useCount: UseMenuCount }) {
  const count = useCount() ?? 0;
  if (count <= 0) return null;
  return <Chip label={count} size="small" color="secondary" sx={{ ml: 1, height: 20, fontSize: '0.75rem' }} />;
}
