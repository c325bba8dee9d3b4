import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { debtorTextPreview } from '../rules/debtorText';

/** The debtor note, collapsed to its first 30 characters until the user expands it. */
export function DebtorText({ text }: { text: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { preview, truncated } = debtorTextPreview(text);
  if (!preview) return <>—</>;
  return (
    <>
      <Typography component="span" variant="body2" sx={{ whiteSpace: open ? 'pre-wrap' : 'normal' }}>
        {open ? text.trim() : preview}
      </Typography>
      {truncated && (
        <Button size="small" onClick={() => setOpen((shown) => !shown)} aria-expanded={open} sx={{ ml: 1, minWidth: 0, p: 0, verticalAlign: 'baseline' }}>
          {translate(open ? 'customer.debtor_text.less' : 'customer.debtor_text.more')}
        </Button>
      )}
    </>
  );
}
