import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useTranslate, type HttpError } from 'react-admin';
import { call, useApiQuery } from '../../dataProvider';
import type { Task } from '../../schemas/entities/task';
import { AccountManagerInput } from './AccountManagerInput';
import { RatingInput } from './RatingInput';
import { ContactSupport } from './SupportTexts';
import { conclusionValues, validateConclusion } from './taskForm';
import { conclusionBody, type ConclusionValues } from './taskRequests';
import { usePhone } from '../../ui/phone/usePhone';

/**
 * The task conclusion form (spec part 2 §2, §5): the result and follow-up, and the customer-feedback section
 * (account manager required, a score of 1 to 10, reasons required below 5). A failure names whom to contact.
 */
export function ConcludeDialog({ task, open, onClose, onConcluded }: { task: Task; open: boolean; onClose(): void; onConcluded(): void }) {
  const translate = useTranslate();
  const fullScreen = usePhone();
  const [failed, setFailed] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await call('POST task/concludetask', { body: conclusionBody(task, values as unknown as ConclusionValues) });
      setFailed(false);
      onConcluded();
      return undefined;
    } catch (error) {
      setFailed(true);
      return (error as HttpError).body?.errors as Record<string, string> | undefined;
    }
  };
  return (
    <Dialog fullScreen={fullScreen} open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="task-conclusion-title">
      <Form defaultValues={conclusionValues(task)} validate={(v) => validateConclusion(v as unknown as ConclusionValues)} onSubmit={submit} noValidate>
        <DialogTitle id="task-conclusion-title">{translate('tasks.conclusion.title')}</DialogTitle>
        <DialogContent>
          {failed && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <ContactSupport subject={translate('tasks.mail_subject', { id: task.id, title: task.title })} />
            </Alert>
          )}
          <TextInput source="taskResultSummary" label={translate('tasks.conclusion.result')} multiline minRows={3} fullWidth />
          <TextInput source="taskFollowUpSummary" label={translate('tasks.conclusion.follow_up')} multiline minRows={2} fullWidth />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              {translate('tasks.feedback')}
            </Typography>
            <AccountManagerInput source="customerFeedback.azureId" />
            <RatingInput source="customerFeedback.score" label={translate('tasks.conclusion.score')} />
            <TextInput source="customerFeedback.reasons" label={translate('tasks.conclusion.reasons')} helperText={translate('tasks.conclusion.reasons_hint')} multiline minRows={2} fullWidth />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('tasks.conclude')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** What a concluded task was concluded with: its result, follow-up and the customer's feedback. */
export function ConclusionSummary({ task }: { task: Task }) {
  const translate = useTranslate();
  const { data: managers = [] } = useApiQuery('GET task/getAccountManagers', { staleTime: 5 * 60_000 });
  const feedback = task.customerFeedback;
  if (!task.taskResultSummary && !task.taskFollowUpSummary && !feedback) return null;
  const manager = feedback && managers.find((m) => m.azureId.toLowerCase() === feedback.azureId.toLowerCase())?.name;
  const lines: [string, string | null | undefined][] = [
    [translate('tasks.conclusion.result'), task.taskResultSummary],
    [translate('tasks.conclusion.follow_up'), task.taskFollowUpSummary],
    [translate('tasks.feedback'), feedback && `${manager ?? feedback.azureId} · ${translate('tasks.conclusion.score')} ${feedback.score}/10${feedback.reasons ? ` · ${feedback.reasons}` : ''}`],
  ];
  return (
    <Box component="dl" sx={{ m: 0, mb: 2 }} aria-label={translate('tasks.conclusion.title')}>
      {lines
        .filter(([, text]) => text)
        .map(([label, text]) => (
          <Box key={label} sx={{ display: 'flex', gap: 1 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {text}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
