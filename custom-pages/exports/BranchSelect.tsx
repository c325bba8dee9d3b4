import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRANCHES, type BranchId } from '../../schemas/entities/exports';

/** A branch picker: id and name (spec part 2 §9). */
export function BranchSelect({ branches, value, onChange }: { branches: readonly BranchId[]; value: BranchId; onChange(branch: BranchId): void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" fullWidth={false} label={translate('exports.branch')} value={value} onChange={(e) => onChange(Number(e.target.value) as BranchId)} sx={{ minWidth: 180 }}>
      {branches.map((id) => (
        <MenuItem key={id} value={id}>
          {id} {BRANCHES[id]}
        </MenuItem>
      ))}
    </TextField>
  );
}
