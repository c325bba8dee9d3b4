import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useState } from 'react';
import { Button } from 'react-admin';
import { ResourceFormDialog } from '../framework/form/ResourceFormDialog';
import { FavouriteTemplatesButton } from './FavouriteTemplatesButton';
import { ImportLeadsButton } from './ImportLeadsButton';

/** The star (favourite templates), the import of a lead file, and the person-add button: a new lead in the form's create mode. */
export function LeadListActions() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <FavouriteTemplatesButton />
      <ImportLeadsButton />
      <Button label="leads.new" onClick={() => setCreating(true)}>
        <PersonAddIcon />
      </Button>
      {creating && <ResourceFormDialog mode="create" onClose={() => setCreating(false)} />}
    </>
  );
}
