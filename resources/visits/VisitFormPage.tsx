import ArrowBack from '@mui/icons-material/ArrowBack';
import EventBusy from '@mui/icons-material/EventBusy';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput, Confirm, Form, Loading, NumberInput, SaveButton, SelectInput, TextInput, Title, useCreate, useGetOne, useNotify, useRedirect, useTranslate,
  useUpdate, type HttpError,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { call, useApiQuery } from '../../dataProvider';
import { insideVisitLock, STAY_DURATIONS, VISIT_MESSAGES, VISIT_REDIRECT_MS, VISIT_STATUS, type ShowroomVisit } from '../../schemas/entities/visit';
import { holdsAny } from '../../schemas/roles';
import { ErrorView } from '../../ui/ErrorView';
import { HistoryPanel } from '../../ui/history/HistoryPanel';
import { CustomerPickerInput } from '../../ui/inputs/CustomerPickerInput';
import { useClaims } from '../../ui/useClaims';
import { ConflictChoice, conflictOf, type Conflict } from '../framework/form/ConflictPanel';
import { useResourceLabels } from '../framework/labels';
import { newVisitValues, validateVisit, visitValues, type VisitFormValues } from './visitForm';
import { VisitCalendarButton } from './VisitCalendarButton';
import { VisitCustomerInfo } from './VisitCustomerInfo';

const todayIso = () => dayjs().format('YYYY-MM-DD');

/** /visit/create: a new visit (tomorrow, one person). */
export function VisitCreate() {
  return <VisitFormPage />;
}

/** /visit/{id}: the visit loaded; failing to load is only logged (spec part 2 §8) and the page says so. */
export function VisitEdit() {
  const { id } = useParams();
  const { data, error, isPending } = useGetOne<ShowroomVisit & { id: number }>('visits', { id: Number(id) });
  useEffect(() => {
    if (error) console.error('visit', error);
  }, [error]);
  if (isPending) return <Loading />;
  if (error || !data) return <ErrorView status={(error as HttpError | null)?.status ?? 404} />;
  return <VisitFormPage visit={data} />;
}

/**
 * The visit form (spec part 2 §5): date, arrival, stay, customer and its info, alternate email,
 * salesman, people, lunch, overnight stay, particularities; back, cancel visit and save ('Aanmaken' or
 * 'Opslaan'). Save stays off for a past or cancelled visit, after a save, and for non-managers inside
 * the 14 days before the visit. After a save or a cancel the form says so and returns to /visits in 2 s.
 */
function VisitFormPage({ visit }: { visit?: ShowroomVisit }) {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const notify = useNotify();
  const redirect = useRedirect();
  const claims = useClaims();
  const [create] = useCreate();
  const [update] = useUpdate();
  const today = todayIso();
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  const [done, setDone] = useState<string>();
  const [confirmCancel, setConfirmCancel] = useState(false);
  // The visit the edit is based on: the one opened, or the one saved meanwhile once the user has seen it.
  const base = useRef(visit);
  const [conflict, setConflict] = useState<Conflict>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancelled = visit?.status === VISIT_STATUS.cancelled;
  const past = visit !== undefined && visit.visitDate < today;
  const locked = visit !== undefined && !holdsAny(claims?.roles ?? [], ['iVisitsManager']) && insideVisitLock(visit.visitDate, today);
  const closed = cancelled || past || done !== undefined;
  const notice = cancelled ? VISIT_MESSAGES.cancelledField : past ? VISIT_MESSAGES.past : locked ? VISIT_MESSAGES.locked : undefined;

  const finish = (message: string) => {
    setDone(message);
    timer.current = setTimeout(() => redirect('/visits'), VISIT_REDIRECT_MS);
  };

  const save = async (values: Record<string, unknown>) => {
    const draft = values as unknown as VisitFormValues;
    try {
      if (visit) await update('visits', { id: visit.visitId, data: { ...draft, visitId: visit.visitId }, previousData: base.current }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create('visits', { data: draft, meta: { idempotencyKey } }, { returnPromise: true });
      finish(VISIT_MESSAGES.saved);
      return undefined;
    } catch (error) {
      const { message, body, status } = error as HttpError;
      notify(message || 'ra.notification.http_error', { type: 'error' });
      if (status === 409 && body?.current) setConflict(conflictOf(body, values, visitValues));
      return body?.errors as Record<string, string> | undefined;
    }
  };

  const cancelVisit = async () => {
    setConfirmCancel(false);
    try {
      await call('PUT visits/CancelShowroomVisit', { body: { visitId: visit!.visitId, version: visit!.version } });
      finish(VISIT_MESSAGES.cancelledDone);
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  const field = (name: string) => labels.field(name);
  const initial = visit ? visitValues(visit) : newVisitValues(today, claims?.azureId);
  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate(visit ? 'visits.edit_title' : 'visits.create_title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(visit ? 'visits.edit_title' : 'visits.create_title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card>
            <CardContent>
              <Form defaultValues={initial} validate={(values) => validateVisit(values as unknown as VisitFormValues, today)} onSubmit={save} mode="onChange" noValidate>
                {notice && (
                  <Alert severity={cancelled || past ? 'error' : 'warning'} sx={{ mb: 2 }}>
                    {notice}
                  </Alert>
                )}
                {done && (
                  <Alert severity="success" role="status" sx={{ mb: 2 }}>
                    {done}
                  </Alert>
                )}
                {conflict && (
                  <ConflictChoice
                    conflict={conflict}
                    valuesOf={visitValues}
                    onChosen={(current) => {
                      base.current = current as unknown as ShowroomVisit;
                      setConflict(undefined);
                    }}
                    save={save}
                  />
                )}
                <Grid container columnSpacing={2}>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <TextInput source="visitDate" type="date" label={field('visitDate')} readOnly={closed} fullWidth slotProps={{ htmlInput: { min: today } }} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <TextInput source="timeOfArrival" type="time" label={field('timeOfArrival')} readOnly={closed} fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <SelectInput source="durationOfStay" label={field('durationOfStay')} choices={STAY_DURATIONS.map((d) => ({ id: d, name: d }))} readOnly={closed} fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <CustomerPickerInput source="debtorNumber" label={field('debtorNumber')} readOnly={closed} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <VisitCustomerInfo />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextInput source="debtorEmailAddress" label={field('debtorEmailAddress')} readOnly={closed} fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <SalesmanInput label={field('salesmanName')} readOnly={closed} visit={visit} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>
                    <NumberInput source="amountOfPeople" label={field('amountOfPeople')} min={1} step={1} readOnly={closed} fullWidth />
                  </Grid>
                  <Grid size={{ xs: 6, md: 4 }}>
                    <BooleanInput source="arrangeLunch" label={field('arrangeLunch')} readOnly={closed} />
                  </Grid>
                  <Grid size={{ xs: 6, md: 4 }}>
                    <BooleanInput source="arrangeStay" label={field('arrangeStay')} readOnly={closed} />
                  </Grid>
                  <Grid size={12}>
                    <TextInput source="particularities" label={field('particularities')} multiline minRows={3} readOnly={closed} fullWidth />
                  </Grid>
                </Grid>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button component={Link} to="/visits" startIcon={<ArrowBack />}>
                    {translate('ra.action.back')}
                  </Button>
                  {visit && <VisitCalendarButton visitId={visit.visitId} />}
                  {visit && (
                    <Button color="error" startIcon={<EventBusy />} disabled={closed || locked} onClick={() => setConfirmCancel(true)}>
                      {translate('visits.cancel_visit')}
                    </Button>
                  )}
                  <VisitSaveButton label={visit ? 'Opslaan' : 'Aanmaken'} disabled={closed || locked} today={today} />
                </Stack>
              </Form>
            </CardContent>
          </Card>
        </Grid>
        {visit && (
          <Grid size={{ xs: 12, lg: 4 }}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {translate('app.history.title')}
                </Typography>
                <HistoryPanel entity="visit" id={String(visit.visitId)} />
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
      <Confirm
        isOpen={confirmCancel}
        title={translate('visits.cancel_visit')}
        content={translate('visits.cancel_confirm', { name: visit?.debtorName ?? '' })}
        onConfirm={cancelVisit}
        onClose={() => setConfirmCancel(false)}
      />
    </Box>
  );
}

/** Save, also off while the chosen date is in the past (spec part 2 §9). */
function VisitSaveButton({ label, disabled, today }: { label: string; disabled: boolean; today: string }) {
  const visitDate = useWatch({ name: 'visitDate' }) as string | undefined;
  const off = disabled || (visitDate !== undefined && visitDate !== '' && visitDate < today);
  return <SaveButton label={label} disabled={off} alwaysEnable={!off} />;
}

function SalesmanInput({ label, readOnly, visit }: { label: string; readOnly: boolean; visit?: ShowroomVisit }) {
  const { data = [] } = useApiQuery('GET admin/GetAccountManagers', { staleTime: 5 * 60_000 });
  const choices = new Map(data.map((manager) => [manager.azureId, manager.name]));
  if (visit?.salesmanAzureId && !choices.has(visit.salesmanAzureId)) choices.set(visit.salesmanAzureId, visit.salesmanName ?? visit.salesmanAzureId);
  return (
    <SelectInput
      source="salesmanAzureId"
      label={label}
      choices={[...choices].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))}
      readOnly={readOnly}
      fullWidth
    />
  );
}
