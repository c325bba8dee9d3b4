import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { IconButton, Link } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { VISIT_STATUS, type ShowroomVisit } from '../../schemas/entities/visit';
import { formatDate } from '../../ui/format/dates';
import type { Cell } from '../framework/list/listSlots';

const cancelled = (visit: ShowroomVisit) => visit.status === VISIT_STATUS.cancelled;

/** Where a visit opens: its form, or the read-only view once it is cancelled (it can no longer change). */
export const visitRowClick = (visit: ShowroomVisit) => (cancelled(visit) ? `/visit/${visit.visitId}/show` : `/visit/${visit.visitId}`);

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/** Through the app's router (LinkBase): a row's link does not follow the list's search in the address. */
function EditLink({ record }: { record: ShowroomVisit }) {
  const translate = useTranslate();
  const label = translate(cancelled(record) ? 'ra.action.show' : 'ra.action.edit');
  return (
    <IconButton component={LinkBase} to={visitRowClick(record)} onClick={stop} size="small" aria-label={`${label} ${record.debtorName}`}>
      {cancelled(record) ? <Visibility fontSize="small" /> : <Edit fontSize="small" />}
    </IconButton>
  );
}

/** The list's own cells (spec part 2 §3): the edit link, arrival date and time together, email and mobile links. */
export const visitCells: Partial<Record<keyof ShowroomVisit, Cell<ShowroomVisit>>> = {
  visitId: EditLink,
  visitDate: ({ record }) => <span style={{ whiteSpace: 'nowrap' }}>{`${formatDate(record.visitDate, 'dayFirst')} ${record.timeOfArrival}`}</span>,
  debtorEmailAddress: ({ record }) => {
    const email = record.debtorEmailAddress || record.debtorEmail;
    return email ? (
      <Link href={`mailto:${email}`} onClick={stop}>
        {email}
      </Link>
    ) : null;
  },
  debtorPhone: ({ record }) =>
    record.debtorPhone ? (
      <Link href={`tel:${record.debtorPhone.replace(/\s/g, '')}`} onClick={stop} sx={{ whiteSpace: 'nowrap' }}>
        {record.debtorPhone}
      </Link>
    ) : null,
};
