import { useRef, useState } from 'react';
import { Form, SaveButton, useCreate, useNotify, useTranslate, useUpdate, type HttpError } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { UserRecord } from './schema';
import { UserFormFields } from './UserFormFields';
import { newUserDefaults, toUserBody, validateUserForm, valuesOf, type UserFormContext, type UserFormMode, type UserFormValues } from './userForm';
import { useUserOptions } from './userOptions';

/** Success snackbars of the user dialogs stay 2 s (spec part 2 §8). */
const SAVED_SNACKBAR_MS = 2000;

/** The api's field errors under the dialog's input names. */
function inputErrors(errors: Record<string, string>): Record<string, string> {
  const { accountManagers, ...rest } = errors;
  return accountManagers ? { ...rest, accountManagerCodes: accountManagers } : rest;
}

/**
 * Create or edit a user. A failed save keeps what was typed and shows the api's field errors
 * on the inputs; success closes the dialog and the list refetches.
 */
export function UserFormDialog({ mode, user, onClose }: { mode: UserFormMode; user?: UserRecord; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const { roles, companies, groups, loaded } = useUserOptions();
  const [changePassword, setChangePassword] = useState(false);
  const labelOf = (field: string) => translate(`resources.users.fields.${field}`);
  // The form keeps its validate function; it reads the latest context through this ref.
  const context = useRef<UserFormContext>({ mode, changePassword, roles, groups, labelOf });
  context.current = { mode, changePassword, roles, groups, labelOf };

  const save = async (values: Record<string, unknown>) => {
    const data = toUserBody(values as unknown as UserFormValues, mode, changePassword, roles);
    try {
      if (mode === 'create') await create('users', { data }, { returnPromise: true });
      else await update('users', { id: user!.azureId, data, previousData: user, meta: { query: { changedPassword: changePassword } } }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(mode === 'create' ? 'users.created' : 'users.updated', { type: 'success', autoHideDuration: SAVED_SNACKBAR_MS });
      onClose();
      return undefined;
    } catch (error) {
      const { message, body } = error as HttpError;
      notify(message || 'ra.notification.http_error', { type: 'error' });
      return body?.errors ? inputErrors(body.errors) : undefined;
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">{translate(mode === 'create' ? 'users.createTitle' : 'users.editTitle')}</DialogTitle>
      {loaded && (
        <Form
          defaultValues={mode === 'create' ? newUserDefaults(roles) : valuesOf(user!)}
          validate={(values) => validateUserForm(values as unknown as UserFormValues, context.current)}
          onSubmit={save}
          mode="onChange"
          noValidate
        >
          <DialogContent>
            <UserFormFields
              mode={mode}
              changePassword={changePassword}
              onChangePassword={setChangePassword}
              roles={roles}
              companies={companies}
              groups={groups}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
