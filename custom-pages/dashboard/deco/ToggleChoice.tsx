import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A small exclusive switch between a panel's views; `labels` are translation keys per choice. */
export function ToggleChoice<T extends string>({ value, onChange, labels, name }: { value: T; onChange: (next: T) => void; labels: Record<T, string>; name: string }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, next: T | null) => next && onChange(next)} aria-label={translate(name)}>
      {(Object.keys(labels) as T[]).map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {translate(labels[choice])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
