import SaveIcon from '@mui/icons-material/Save';
import { Button, Card, CardContent, CardHeader, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEBSHOP_PASSWORD_MAX, type WholesaleCustomer } from '../../../schemas/entities/wholesale';
import { ContactRows } from './ContactRows';
import { useWholesaleForm } from './useWholesaleForm';
import { errorKey, type WholesaleForm } from './wholesaleForm';

/** The customer form: company name, webshop password and access, primary emails (own update button) and contact rows. */
export function WholesaleCustomerForm({ customer, onSaved }: { customer: WholesaleCustomer; onSaved: () => void }) {
  const translate = useTranslate();
  const { form, setForm, errors, blocked, saving, save, saveEmails } = useWholesaleForm(customer, onSaved);
  const set = <K extends keyof WholesaleForm>(field: K, value: WholesaleForm[K]) => setForm({ ...form, [field]: value });
  const helper = (field: string) => (errors[field] ? translate(errorKey(errors[field])) : undefined);
  const title = translate('wholesale.form.title');

  return (
    <Card component="form" aria-label={title} noValidate onSubmit={(event) => {
        event.preventDefault();
        save();
      }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        <Stack spacing={2}>
          <TextField
            label={translate('wholesale.form.company_name')}
            value={form.companyName}
            onChange={(event) => set('companyName', event.target.value)}
            error={Boolean(errors.companyName)}
            helperText={helper('companyName')}
          />
          <TextField
            label={translate('wholesale.form.webshop_password')}
            value={form.webshopPassword}
            onChange={(event) => set('webshopPassword', event.target.value)}
            error={Boolean(errors.webshopPassword)}
            helperText={helper('webshopPassword')}
            slotProps={{ htmlInput: { maxLength: WEBSHOP_PASSWORD_MAX } }}
          />
          <FormControlLabel
            control={<Switch checked={form.inetCheck} onChange={(event) => set('inetCheck', event.target.checked)} />}
            label={translate('wholesale.form.inet_check')}
          />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              label={translate('wholesale.form.emails')}
              value={form.emails}
              onChange={(event) => set('emails', event.target.value)}
              error={Boolean(errors.emails)}
              helperText={helper('emails') ?? translate('wholesale.form.emails_hint')}
            />
            <Button size="small" variant="outlined" onClick={saveEmails} disabled={saving || Boolean(errors.emails)}>
              {translate('wholesale.form.update_emails')}
            </Button>
          </Stack>
          <ContactRows contacts={form.contacts} errors={errors} onChange={(contacts) => set('contacts', contacts)} />
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving || blocked} sx={{ alignSelf: 'flex-start' }}>
            {translate('wholesale.form.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
