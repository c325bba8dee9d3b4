import { Alert, AlertTitle, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import type { StaleVersionAnswer } from '../../../schemas/entities/history';
import { formatDate } from '../../../ui/format/dates';
import { historyValue } from '../../../ui/history/historyValue';
import { useResourceLabels } from '../labels';

export interface Conflict extends StaleVersionAnswer {
  /** The saved record and the user's own values, each as a person reads them. */
  theirs: Record<string, unknown>;
  yours: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An edit refused because someone saved the record meanwhile (409): who and when, the fields where
 * the saved record and the user's version differ side by side, and the two ways on. The form keeps
 * what the user typed until they choose.
 */
export function ConflictPanel({ conflict, onReload, onOverwrite }: { conflict: Conflict; onReload(): void; onOverwrite(): void }) {
  const translate = useTranslate();
  const labels = useResourceLabels();
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const fields = Object.keys(conflict.yours).filter((field) => !same(conflict.theirs[field], conflict.yours[field]));
  const by = conflict.changedBy;
  const panel = useRef<HTMLDivElement>(null);
  // The save button is at the bottom of a long form: bring the news into view.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
  }, [conflict]);
  return (
    <Alert ref={panel} severity="warning" role="alert" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{translate('framework.conflict.title')}</AlertTitle>
      {by && translate('framework.conflict.changed_by', { name: by.userName, date: formatDate(by.at, 'dayFirstWithTime') })}
      {fields.length > 0 && (
        <Table size="small" sx={{ my: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('framework.conflict.field')}</TableCell>
              <TableCell>{translate('framework.conflict.theirs')}</TableCell>
              <TableCell>{translate('framework.conflict.yours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {labels.field(field)}
                </TableCell>
                <TableCell>{historyValue(conflict.theirs[field], yesNo)}</TableCell>
                <TableCell>{historyValue(conflict.yours[field], yesNo)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" color="inherit" onClick={onReload}>
          {translate('framework.conflict.reload')}
        </Button>
        <Button size="small" variant="contained" color="warning" onClick={onOverwrite}>
          {translate('framework.conflict.overwrite')}
        </Button>
      </Stack>
    </Alert>
  );
}

type Values = Record<string, unknown>;

/** A 409 answer as the panel shows it: the saved record and the typed values, each as the form reads them, then as a person does. */
export function conflictOf(answer: unknown, yours: object, valuesOf?: (record: any) => object, describe?: (values: any) => Values): Conflict {
  const stale = answer as StaleVersionAnswer;
  const read = (values: object) => (describe ? describe(values) : (values as Values));
  const current = stale.current as RaRecord;
  return { ...stale, theirs: read(valuesOf ? valuesOf(current) : current), yours: read(yours) };
}

/** The conflict's two ways on, inside the form: take the saved record into the form, or save the typed values over it. */
export function ConflictChoice({ conflict, valuesOf, onChosen, save }: {
  conflict: Conflict;
  valuesOf?: (record: any) => object;
  onChosen(current: RaRecord): void;
  save(values: Values): Promise<unknown>;
}) {
  const { reset, getValues } = useFormContext();
  const current = conflict.current as RaRecord;
  return (
    <ConflictPanel
      conflict={conflict}
      onReload={() => {
        onChosen(current);
        reset(valuesOf ? valuesOf(current) : current);
      }}
      onOverwrite={() => {
        onChosen(current);
        void save(getValues());
      }}
    />
  );
}
