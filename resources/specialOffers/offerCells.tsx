import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { DeleteButton, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CodeRowAction } from '../framework/list/listSlots';
import type { OfferRecord } from './offerSchema';
import { OFFER_SNACKBAR_MS } from './offerSnackbar';

type Props = { record: OfferRecord };

/** A tick when the field holds a value, a cross when not (the manage table's Sender and Subject). */
const filledIcon = (field: 'senderEmail' | 'emailSubject') =>
  function FilledIcon({ record }: Props) {
    const translate = useTranslate();
    const filled = record[field].trim() !== '';
    const Icon = filled ? Check : Close;
    return <Icon fontSize="small" color={filled ? 'success' : 'error'} titleAccess={translate(filled ? 'ra.boolean.true' : 'ra.boolean.false')} />;
  };

function TypeCell({ record }: Props) {
  const translate = useTranslate();
  return <>{translate(`specialOffers.types.${record.type}`)}</>;
}

export const offerCells = { type: TypeCell, senderEmail: filledIcon('senderEmail'), emailSubject: filledIcon('emailSubject') };

/** The offer's edit page. */
function EditLink({ record }: Props) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('specialOffers.edit')}>
      <IconButton component={Link} to={`/specialoffer/manage/${record.id}`} aria-label={`${translate('specialOffers.edit')} ${record.title}`} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Delete after 'Are you sure?' (spec part 2 §5); 'deleted' shows 3 s. */
function DeleteOffer({ record }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <DeleteButton
      record={record}
      mutationMode="pessimistic"
      redirect={false}
      label=""
      aria-label={`${translate('specialOffers.delete')} ${record.title}`}
      confirmTitle="specialOffers.confirmDelete"
      confirmContent={record.title}
      // Replaces react-admin's own success notice, which would take the app's 6 s.
      mutationOptions={{ onSuccess: () => notify('specialOffers.deleted', { type: 'info', autoHideDuration: OFFER_SNACKBAR_MS }) }}
    />
  );
}

export const offerRowActions: CodeRowAction<OfferRecord>[] = [{ component: EditLink }, { component: DeleteOffer }];
