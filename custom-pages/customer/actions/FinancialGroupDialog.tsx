import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Do you want to update all N customers in this financial group?' — Yes: the whole group, No: this customer only. */
export function FinancialGroupDialog({ title, count, onAnswer, onClose }: { title: string; count: number; onAnswer: (wholeGroup: boolean) => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="financial-group-title">
      <DialogTitle id="financial-group-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('customer.delivery.group_question', { count })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={() => onAnswer(false)}>{translate('customer.delivery.no')}</Button>
        <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
          {translate('customer.delivery.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
