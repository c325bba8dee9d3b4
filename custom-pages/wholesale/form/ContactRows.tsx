import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Undo from '@mui/icons-material/Undo';
import { Button, IconButton, List, ListItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addContact, deleteContact, editContact, errorKey, restoreContact, type ContactRow } from './wholesaleForm';

interface Props {
  contacts: ContactRow[];
  errors: Record<string, string>;
  onChange: (contacts: ContactRow[]) => void;
}

/** The contact email rows: edit, add, delete (a new row goes at once, a stored one is struck through until saved), restore. */
export function ContactRows({ contacts, errors, onChange }: Props) {
  const translate = useTranslate();
  return (
    <section aria-label={translate('wholesale.form.contacts')}>
      <Typography variant="subtitle1" component="h3">
        {translate('wholesale.form.contacts')}
      </Typography>
      <List dense disablePadding>
        {contacts.map((contact, index) => {
          const error = errors[`contacts.${index}.nieuweEmail`];
          const label = translate('wholesale.form.contact', { n: index + 1 });
          return (
            <ListItem
              key={contact.rowNumber ?? `new-${index}`}
              disableGutters
              data-deleted={contact.deleted || undefined}
              secondaryAction={
                contact.deleted ? (
                  <IconButton aria-label={translate('wholesale.form.restore_contact', { n: index + 1 })} onClick={() => onChange(restoreContact(contacts, index))}>
                    <Undo />
                  </IconButton>
                ) : (
                  <IconButton aria-label={translate('wholesale.form.delete_contact', { n: index + 1 })} onClick={() => onChange(deleteContact(contacts, index))}>
                    <DeleteOutline />
                  </IconButton>
                )
              }
            >
              <TextField
                size="small"
                fullWidth
                label={label}
                value={contact.nieuweEmail}
                disabled={contact.deleted}
                onChange={(event) => onChange(editContact(contacts, index, event.target.value))}
                error={Boolean(error)}
                helperText={contact.deleted ? translate('wholesale.form.deleted_on_save') : error ? translate(errorKey(error)) : undefined}
                sx={{ mr: 6, '& input': { textDecoration: contact.deleted ? 'line-through' : undefined } }}
              />
            </ListItem>
          );
        })}
      </List>
      <Button size="small" startIcon={<AddIcon />} onClick={() => onChange(addContact(contacts))}>
        {translate('wholesale.form.add_contact')}
      </Button>
    </section>
  );
}
