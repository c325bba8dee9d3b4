import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { Button } from 'react-admin';
import { ResourceFormDialog } from '../framework/form/ResourceFormDialog';

/** The manage table's add button: the New Special Offer dialog with the defaults of spec part 2 §3. */
export function OfferListActions() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button label="specialOffers.add" onClick={() => setCreating(true)}>
        <AddIcon />
      </Button>
      {creating && <ResourceFormDialog mode="create" onClose={() => setCreating(false)} />}
    </>
  );
}
