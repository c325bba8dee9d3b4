import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import { SAVED_VIEW_NAME_MAX, SAVED_VIEWS_MAX, viewNameProblem, type SavedView } from '../../../../schemas/entities/savedView';
import { ViewNameError } from './viewErrors';

/** The text of a refused name: the browser's own check in the user's language, else the api's 400 on `name`. */
export function nameErrorText(error: unknown, translate: (key: string, options?: object) => string): string | undefined {
  if (error instanceof ViewNameError) return translate(`framework.savedViews.problems.${error.problem}`, { max: error.problem === 'tooMany' ? SAVED_VIEWS_MAX : SAVED_VIEW_NAME_MAX });
  const fieldError = (error as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors?.name;
  return typeof fieldError === 'string' ? fieldError : undefined;
}

/**
 * The name dialog of "Save current view" and "Rename": checks the name as the api does (required, length,
 * unique among the user's views of the list, their number) before sending it, and shows a refusal on the field.
 */
export function ViewNameDialog({ title, initial = '', views, renaming, onSubmit, onClose }: {
  title: string;
  initial?: string;
  views: readonly SavedView[];
  renaming?: number;
  /** Saves the name; rejects with the error to show (a refused name lands on the field). */
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = viewNameProblem(views, name, renaming);
    if (problem) return setError(nameErrorText(new ViewNameError(problem), translate));
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(nameErrorText(failure, translate) ?? translate('framework.savedViews.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('framework.savedViews.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={error ?? `${name.trim().length}/${SAVED_VIEW_NAME_MAX}`}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
