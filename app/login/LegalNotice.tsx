import { Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LegalDialog, type LegalDocument } from './LegalDialog';

/** "By logging in you accept the terms of use and the privacy statement", each a link to read it. */
export function LegalNotice() {
  const translate = useTranslate();
  const [reading, setReading] = useState<LegalDocument | undefined>(undefined);
  const link = (document: LegalDocument) => (
    <Link component="button" type="button" variant="caption" onClick={() => setReading(document)} sx={{ verticalAlign: 'baseline' }}>
      {translate(`app.legal.${document}.link`)}
    </Link>
  );
  return (
    <>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate('app.legal.notice')} {link('terms')} {translate('app.legal.and')} {link('privacy')}.
      </Typography>
      {reading && <LegalDialog document={reading} open onClose={() => setReading(undefined)} />}
    </>
  );
}
