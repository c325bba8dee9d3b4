import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from 'react-admin';
import { useCreateDialog } from '../framework/form/createOnArrival';
import { ResourceFormDialog } from '../framework/form/ResourceFormDialog';
import { FavouriteTemplatesButton } from './FavouriteTemplatesButton';
import { ImportLeadsButton } from './ImportLeadsButton';

/**
 * The star (favourite templates), the import of a lead file, and the person-add button: a new lead in the form's
 * create mode (also opened on arrival with CREATE_ON_ARRIVAL, the command palette's "New lead").
 */
export function LeadListActions() {
  const [creating, setCreating] = useCreateDialog();
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
