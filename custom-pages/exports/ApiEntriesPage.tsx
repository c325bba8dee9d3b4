import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import { Alert, Button, LinearProgress } from '@mui/material';
import dayjs from 'dayjs';
import { useState, type ReactElement } from 'react';
import { Title, useNotify, useTranslate, type HttpError } from 'react-admin';
import { call, download, useApiQuery } from '../../dataProvider';
import type { ApiEntry } from '../../schemas/entities/exports';
import type { EndpointKey } from '../../schemas/endpoints';
import { Offered } from '../../ui/extensions/Offered';
import { NotOffered } from '../../ui/extensions/NotOffered';
import { useNotOfferedNotice } from '../../ui/extensions/useNotOfferedNotice';
import { Panel } from '../charts/Panel';
import { ApiEntryList } from './ApiEntryList';
import { downloadEntry, entryTargetHere, sendEntry } from './entryLink';

export type ApiPageKind = 'excel' | 'enalyzer' | 'callcenter' | 'flowerplace';

const types = (entry: ApiEntry) => entry.type.split(',').map((t) => t.trim());
/** The last part of an entry's link: the file it offers. */
const fileOf = (entry: ApiEntry) => entry.link.split('/').pop()!;

/** Which entries each page lists (spec part 2 §2): by the types in their type list. */
const LISTED: Record<Exclude<ApiPageKind, 'flowerplace'>, (entry: ApiEntry) => boolean> = {
  excel: (e) => types(e).some((t) => t === 'send_excel' || t === 'download_excel'),
  enalyzer: (e) => types(e).includes('download_enalyzer'),
  callcenter: (e) => types(e).includes('send_callcenter'),
};

/** The buttons of one entry on one page: send and download as its type list allows. */
function EntryButtons({ entry, kind, run }: { entry: ApiEntry; kind: Exclude<ApiPageKind, 'flowerplace'>; run(work: () => Promise<unknown>): void }) {
  const translate = useTranslate();
  const today = dayjs().format('YYYY-MM-DD');
  const name = fileOf(entry);
  const has = (type: string) => types(entry).includes(type);
  const button = (label: string, icon: ReactElement, onClick: () => void) => (
    <Button key={label} size="small" variant="outlined" startIcon={icon} onClick={onClick} aria-label={`${translate(label)} ${entry.name}`}>
      {translate(label)}
    </Button>
  );
  // The excel and enalyzer files are extensions: where the back office lacks one, a quiet line replaces its button.
  const extension = (endpoint: EndpointKey, label: string, icon: ReactElement, onClick: () => void) => (
    <Offered key={label} endpoint={endpoint} fallback={<NotOffered />}>
      {button(label, icon, onClick)}
    </Offered>
  );
  // The excel and enalyzer buttons follow the entry's link with finadmin (spec part 2 §7; entryLink.ts): where it is
  // a call of this back office, that call is the button's extension.
  const linked = entryTargetHere(entry);
  const follow = (label: string, icon: ReactElement, onClick: () => void) => (linked.kind === 'call' ? extension(linked.endpoint, label, icon, onClick) : button(label, icon, onClick));
  const sent = () => sendEntry(entry).then((answer) => ({ message: answer.message ?? translate('exports.api.sent', { name: entry.name }) }));
  switch (kind) {
    case 'excel':
      return (
        <>
          {has('send_excel') && follow('exports.api.send', <Send />, () => run(sent))}
          {has('download_excel') && follow('exports.download', <Download />, () => run(() => downloadEntry(entry, `${name}-${entry.finadmin}-${today}.xlsx`)))}
        </>
      );
    case 'enalyzer':
      return follow('exports.download', <Download />, () => run(() => downloadEntry(entry, `Enalyzer-${name}-${today}.csv`)));
    case 'callcenter':
      // Every send_callcenter entry has both buttons (spec part 2 §2), whatever else its type list names.
      return (
        <>
          {button('exports.api.send', <Send />, () => run(() => call('GET send/callcenter', { query: { type: entry.link } })))}
          {button('exports.download', <Download />, () => run(() => download('GET download/callcenter', { query: { type: entry.link } }, `Callcenter-${entry.link}-${today}.xlsx`)))}
        </>
      );
  }
}

/**
 * /api/excel, /api/enalyzer, /api/callcenter (iCRMAdmin; spec part 2 §2): the configured entries of
 * the page with their send and download buttons; a send says where the file went.
 */
function EntriesPage({ kind }: { kind: Exclude<ApiPageKind, 'flowerplace'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const quiet = useNotOfferedNotice();
  const entries = useApiQuery('GET getapis', { staleTime: 60_000 });
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .then((answer) => {
        const message = (answer as { message?: string } | undefined)?.message;
        if (message) notify(message, { type: 'success' });
      })
      .catch((error: HttpError) => quiet(error) || notify(error.message || 'ra.notification.http_error', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  const title = `exports.api.${kind}`;
  const listed = (entries.data ?? []).filter(LISTED[kind]);
  return (
    <Panel title={translate(title)}>
      <Title title={translate(title)} />
      {(entries.isPending || busy) && <LinearProgress aria-label={translate('exports.loading')} />}
      {entries.error && <Alert severity="error">{entries.error.message}</Alert>}
      <ApiEntryList entries={listed} label={translate(title)} buttons={(entry) => <EntryButtons entry={entry} kind={kind} run={run} />} />
      {entries.data && listed.length === 0 && <Alert severity="info">{translate('exports.api.none')}</Alert>}
    </Panel>
  );
}

/** /api/flowerplace (iCRMAdmin): one button that downloads the marketplace CSV. */
function FlowerPlacePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Panel title={translate('exports.api.flowerplace')}>
      <Title title={translate('exports.api.flowerplace')} />
      <Button
        variant="contained"
        startIcon={<Download />}
        onClick={() => download('POST DownloadFlowerPlaceExportTable', {}, `Flowerplace-${today}.csv`).catch((error: HttpError) => notify(error.message, { type: 'error' }))}
      >
        {translate('exports.download')}
      </Button>
    </Panel>
  );
}

export function ApiEntriesPage({ kind }: { kind: ApiPageKind }) {
  return kind === 'flowerplace' ? <FlowerPlacePage /> : <EntriesPage kind={kind} />;
}
