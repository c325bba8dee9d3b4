import { alpha, type SxProps, type Theme } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { CompiledResource } from '../compiledResource';
import { rowMatches } from '../rowRule';

/**
 * A row's style: the tint of the first declared tone rule it matches (a light background, so text
 * keeps its contrast), then the code resource's own rowSx. Undefined when neither is declared.
 */
export function rowSxOf(resource: CompiledResource): ((row: RaRecord) => SxProps<Theme>) | undefined {
  const tones = resource.declaration.list?.rowTones ?? [];
  const own = resource.list.rowSx;
  if (tones.length === 0 && !own) return undefined;
  return (row) => {
    const tone = tones.find((t) => rowMatches(t.when, row))?.tone;
    const tint: SxProps<Theme> = tone ? { backgroundColor: (theme: Theme) => alpha(theme.palette[tone].main, 0.14) } : {};
    return own ? ([tint, own(row)] as SxProps<Theme>) : tint;
  };
}
