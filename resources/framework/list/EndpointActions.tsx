import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useDataProvider, useListContext, useNotify, useRefresh, useUnselectAll, type Identifier, type RaRecord } from 'react-admin';
import { invalidateArrays } from '../../../dataProvider';
import { requestFor } from '../../../dataProvider/endpointRequest';
import { apiFetch } from '../../../dataProvider/http';
import { useCompiledResource } from '../compiledResource';
import type { EndpointAction } from '../declarationSchema';
import { useResourceLabels } from '../labels';
import { rowMatches } from '../rowRule';

/**
 * Runs a JSON action: its endpoint once per row (placeholders and body from the row), then every
 * cached list refetches and a snackbar tells how it went (the api's message of the first failure).
 */
function useRunAction(action: EndpointAction) {
  const { declaration } = useCompiledResource();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (rows: RaRecord[]) => {
    const endpoint = declaration.endpoints[action.endpoint]!;
    let failed = 0;
    let firstError: string | undefined;
    for (const row of rows) {
      try {
        await apiFetch(requestFor(endpoint, { id: row.id, idField: declaration.id, record: row }));
      } catch (error) {
        failed += 1;
        firstError ??= (error as Error).message;
      }
    }
    invalidateArrays();
    refresh();
    if (failed === 0) notify('framework.action.done', { type: 'success', messageArgs: { smart_count: rows.length } });
    else notify('framework.action.failed', { type: 'error', messageArgs: { smart_count: rows.length, failed, message: firstError } });
  };
}

interface ActionButtonProps {
  action: EndpointAction;
  label: string;
  confirmText: string | undefined;
  disabled: boolean;
  run(): Promise<void>;
}

/** The button, and its confirmation dialog when the action asks for one. */
function ActionButton({ action, label, confirmText, disabled, run }: ActionButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      {/* MUI's text button, not react-admin's: that one turns into an icon button on a phone, and these have no icon. */}
      <Button
        size="small"
        disabled={disabled || busy}
        onClick={(event) => {
          // A row action must not also follow the row click.
          event.stopPropagation();
          if (action.confirm) setConfirming(true);
          else void start();
        }}
      >
        {label}
      </Button>
      {confirmText !== undefined && (
        <Confirm isOpen={confirming} loading={busy} title={label} content={confirmText} onConfirm={() => void start()} onClose={() => setConfirming(false)} />
      )}
    </>
  );
}

/** A JSON row action: calls its endpoint for this row. */
export function EndpointRowButton({ action, record, disabled }: { action: EndpointAction; record: RaRecord; disabled: boolean }) {
  const labels = useResourceLabels();
  const run = useRunAction(action);
  return (
    <ActionButton
      action={action}
      label={labels.text(action.label, record)}
      confirmText={action.confirm && labels.text(action.confirm, record)}
      disabled={disabled}
      run={() => run([record])}
    />
  );
}

/** A JSON bulk action: calls its endpoint for each ticked row that satisfies its enabledWhen. */
export function EndpointBulkButton({ action, selectedIds }: { action: EndpointAction; selectedIds: Identifier[] }) {
  const labels = useResourceLabels();
  const { declaration } = useCompiledResource();
  const { data = [] } = useListContext();
  const dataProvider = useDataProvider();
  const unselectAll = useUnselectAll(declaration.name);
  const run = useRunAction(action);
  const selected = async () => {
    const wanted = new Set(selectedIds.map(String));
    const shown = data.filter((row) => wanted.has(String(row.id)));
    // Rows ticked on other pages come from the data provider's cached list.
    const rows = shown.length === wanted.size ? shown : (await dataProvider.getMany(declaration.name, { ids: selectedIds })).data;
    return action.enabledWhen ? rows.filter((row) => rowMatches(action.enabledWhen!, row)) : rows;
  };
  return (
    <ActionButton
      action={action}
      label={labels.text(action.label)}
      confirmText={action.confirm && labels.text(action.confirm, { count: selectedIds.length })}
      disabled={selectedIds.length === 0}
      run={async () => {
        await run(await selected());
        unselectAll();
      }}
    />
  );
}
