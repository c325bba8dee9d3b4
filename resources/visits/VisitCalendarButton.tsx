import InsertInvitation from '@mui/icons-material/InsertInvitation';
import { Button } from '@mui/material';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import { download } from '../../dataProvider';
import { Offered } from '../../ui/extensions/Offered';
import { useNotOfferedNotice } from '../../ui/extensions/useNotOfferedNotice';

/** The visit as a calendar file (an extension: the button hides once the back office has said it lacks it). */
export function VisitCalendarButton({ visitId }: { visitId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const quiet = useNotOfferedNotice();
  const save = () =>
    download('GET visits/ics/{id}', { params: { id: visitId } }, `showroombezoek-${visitId}.ics`).catch(
      (error: HttpError) => quiet(error) || notify(error.message || 'ra.notification.http_error', { type: 'error' }),
    );
  return (
    <Offered endpoint="GET visits/ics/{id}">
      <Button startIcon={<InsertInvitation />} onClick={() => void save()}>
        {translate('visits.calendar')}
      </Button>
    </Offered>
  );
}
