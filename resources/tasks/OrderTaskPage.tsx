import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Loading, SaveButton, TextInput, Title, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useParams } from 'react-router-dom';
import { call, useApiQuery } from '../../dataProvider';
import { noteField, optionField, OrderTaskUpdate, RATING_KEYS, TASK_MESSAGES } from '../../schemas/entities/task';
import { ErrorView } from '../../ui/ErrorView';
import { RatingInput } from './RatingInput';
import { orderTaskBody, ratingValues, type RatingValues } from './taskRequests';

function validate(values: Record<string, unknown>, id: number): Record<string, string> {
  const parsed = OrderTaskUpdate.safeParse({ ...values, id });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** /ordertask/{id} (spec part 2 §2): five ratings of 1 to 10 (default 5) with notes; a 1 needs its note; saved as finished. */
export function OrderTaskPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { id } = useParams();
  const taskId = Number(id);
  const { data, error, refetch } = useApiQuery('GET task/getOrderTask/{id}', { params: { id: taskId } });
  const [saved, setSaved] = useState(false);
  if (error) return error.status === 404 ? <Alert severity="error" sx={{ m: 2 }}>{TASK_MESSAGES.notYours}</Alert> : <ErrorView status={error.status} />;
  if (!data) return <Loading />;
  const save = async (values: Record<string, unknown>) => {
    try {
      await call('POST task/UpdateOrderTask', { body: orderTaskBody(data, values as RatingValues) });
      setSaved(true);
      void refetch();
      return undefined;
    } catch (failure) {
      const { message, body } = failure as HttpError;
      notify(message || 'ra.notification.http_error', { type: 'error' });
      return body?.errors as Record<string, string> | undefined;
    }
  };
  return (
    <Box sx={{ my: 2, maxWidth: 900 }}>
      <Title title={data.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {data.title} · {data.debnr} {data.debnaam}
      </Typography>
      <Card>
        <CardContent>
          {(saved || data.isAfgehandeld) && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {translate('tasks.order_finished')}
            </Alert>
          )}
          <Form defaultValues={ratingValues(data)} validate={(values) => validate(values, taskId)} onSubmit={save} noValidate>
            <Grid container columnSpacing={3}>
              {RATING_KEYS.map((key) => (
                <Grid key={key} size={{ xs: 12, md: 6 }}>
                  <RatingInput source={optionField(key)} label={translate(`tasks.ratings.${key}`)} />
                  <TextInput source={noteField(key)} label={translate('tasks.rating_note')} multiline fullWidth />
                </Grid>
              ))}
            </Grid>
            <SaveButton alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
