import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type HttpError } from 'react-admin';
import { call } from '../../dataProvider';
import { INPUT_MAX_LENGTH, LANGUAGES, PASSWORD_MIN_LENGTH, type Language } from '../../schemas/constants';
import { useChangeLanguage } from '../../ui/language/useChangeLanguage';

/**
 * The own profile's settings (spec part 2 §2): the interface language, and a new password given with the
 * current one (8 to 50 characters, 'min characters 8'; save stays off until both are valid).
 */
export function ProfileSettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const [language, changeLanguage] = useChangeLanguage();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const valid = current.length > 0 && password.length >= PASSWORD_MIN_LENGTH && password.length <= INPUT_MAX_LENGTH;
  const save = async () => {
    setSaving(true);
    try {
      await call('POST customer/updateUserPassword', { body: { currentPassword: current, password } });
      setResult({ ok: true, text: translate('profile.settings.saved') });
      setCurrent('');
      setPassword('');
    } catch (error) {
      const { message, body } = error as HttpError;
      setResult({ ok: false, text: body?.errors?.currentPassword ?? message ?? translate('ra.notification.http_error') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="profile-settings-title">
      <DialogTitle id="profile-settings-title">{translate('profile.settings.title')}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth label={translate('profile.settings.language')} value={language} onChange={(e) => changeLanguage(e.target.value as Language)} sx={{ mt: 1, mb: 3 }}>
          {LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(`app.language.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {translate('profile.settings.password')}
        </Typography>
        <Stack spacing={2}>
          <TextField type="password" label={translate('profile.settings.current_password')} value={current} onChange={(e) => setCurrent(e.target.value)} slotProps={{ htmlInput: { maxLength: INPUT_MAX_LENGTH, autoComplete: 'current-password' } }} />
          <TextField
            type="password"
            label={translate('profile.settings.new_password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText="min characters 8"
            error={password.length > 0 && password.length < PASSWORD_MIN_LENGTH}
            slotProps={{ htmlInput: { maxLength: INPUT_MAX_LENGTH, autoComplete: 'new-password' } }}
          />
        </Stack>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ mt: 2 }}>
            {result.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant="contained" disabled={!valid || saving} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
