import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePhone } from '../../ui/phone/usePhone';

export type LegalDocument = 'terms' | 'privacy';

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

interface LegalDialogProps {
  document: LegalDocument;
  open: boolean;
  onClose: () => void;
  /** Asking for agreement (after a login without accepted terms): Agree and Disagree instead of Close. */
  onAgree?: () => void;
}

/** The terms of use or the privacy statement; the terms dialog asks for agreement after login (spec part 1 §4). */
export function LegalDialog({ document, open, onClose, onAgree }: LegalDialogProps) {
  const translate = useTranslate();
  const fullScreen = usePhone();
  return (
    <Dialog fullScreen={fullScreen} open={open} onClose={onClose} aria-labelledby={`${document}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${document}-title`}>{translate(`app.legal.${document}.title`)}</DialogTitle>
      <DialogContent dividers>
        {PARAGRAPHS.map((key) => (
          <Typography key={key} variant="body2" sx={{ mb: 1.5 }}>
            {translate(`app.legal.${document}.${key}`)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        {onAgree ? (
          <>
            <Button onClick={onClose}>{translate('app.legal.disagree')}</Button>
            <Button variant="contained" onClick={onAgree}>
              {translate('app.legal.agree')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
