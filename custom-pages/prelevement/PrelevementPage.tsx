import Checklist from '@mui/icons-material/Checklist';
import Code from '@mui/icons-material/Code';
import Send from '@mui/icons-material/Send';
import TableView from '@mui/icons-material/TableView';
import { Alert, Badge, Box, Button, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Title, useNotify, useTranslate, type HttpError } from 'react-admin';
import { callWithStatus, download } from '../../dataProvider';
import {
  excelFileName, MAIL_SENT_STATUS, PRELEVEMENT_COMPANIES, PRELEVEMENT_DEFAULTS, SECOND_COMPANY_DELAY_MS, xmlFileName, type PrelevementDebtor,
} from '../../schemas/entities/prelevement';
import { collectionDateProblem, earliestCollectionDate } from '../../schemas/forms/collectionDate';
import { formatDate } from '../../ui/format/dates';
import { DebtorCard } from './DebtorCard';
import { invoiceKey, preselection, selectedDebtors } from './preselect';
import { RunHistory } from './RunHistory';
import { usePrelevementList, type Bounds } from './usePrelevementList';

const MAIN_COMPANY = PRELEVEMENT_DEFAULTS.company;
const SECOND_COMPANY = PRELEVEMENT_COMPANIES.find((c) => c !== MAIN_COMPANY)!;

/**
 * /icrm/prelevement (spec part 2 §2, §4, §9): choose a collection date, company and term bounds, check
 * invoices of direct-debit debtors (or pre-select the week their term points back to), then download the
 * Excel list or the SEPA bank file, or mail the debtors. Company 22 fills the main list; 23 the second,
 * fetched 4 s after the page opens. The date starts at the earliest SEPA allows (the spec's "today" is
 * refused since a collection needs a business day's notice) and the page refuses earlier ones, as the api does.
 */
export function PrelevementPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const today = dayjs().format('YYYY-MM-DD');
  const earliest = earliestCollectionDate(today);
  const [datum, setDatum] = useState(earliest);
  const dateProblem = collectionDateProblem(datum, today);
  const [company, setCompany] = useState<number>(MAIN_COMPANY);
  const [draft, setDraft] = useState<Bounds>({ minBetaalTermijn: PRELEVEMENT_DEFAULTS.minBetaalTermijn, maxBetaalTermijn: PRELEVEMENT_DEFAULTS.maxBetaalTermijn });
  const [bounds, setBounds] = useState<Bounds>(draft);
  const [debnrFilter, setDebnrFilter] = useState('');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [mailsSent, setMailsSent] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [runs, setRuns] = useState(0);
  const [secondDue, setSecondDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSecondDue(true), SECOND_COMPANY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const main = usePrelevementList(MAIN_COMPANY, bounds, true);
  const second = usePrelevementList(SECOND_COMPANY, bounds, secondDue || company === SECOND_COMPANY);
  const active = company === MAIN_COMPANY ? main : second;
  const filter = (debtors: PrelevementDebtor[] | undefined) => (debtors ?? []).filter((d) => d.debnr.includes(debnrFilter.trim()));
  const shown = useMemo(() => filter(active.data), [active.data, debnrFilter]);
  const preselect = useMemo(() => preselection(shown, today), [shown, today]);
  const selected = selectedDebtors(active.data ?? [], checked, datum);

  const reset = () => {
    setChecked(new Set());
    setMailsSent(undefined);
  };
  const toggle = (key: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setRuns((n) => n + 1);
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const body = { invoices: selected, company, datum };
  const generateXml = () =>
    act(async () => {
      await download('POST prelevement/GeneratePrelevementXml', { body }, xmlFileName(datum));
      active.refetch();
    });
  const generateExcel = () => act(() => download('POST prelevement/GeneratePrelevementExcel', { body }, excelFileName(datum)));
  const sendMails = () =>
    act(async () => {
      // The spec's list of debtors; its answer, the mails sent, counts only with status 201.
      const { status, body: mails } = await callWithStatus('POST prelevement/SendPrelevement', { body: selected });
      setMailsSent(status === MAIL_SENT_STATUS && Array.isArray(mails) ? mails.length : 0);
    });
  const none = selected.length === 0 || busy || dateProblem !== undefined;

  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate('prelevement.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('prelevement.title')}
      </Typography>
      {/* A gap, not Stack's margins: wrapped lines start at the left edge (on a phone the margins indented them past the
          screen's edge); the fields' own dense margins stay off, as Stack's margins had them. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2, '& > :not(style)': { m: 0 } }}>
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          sx={{ width: 180 }}
          label={translate('prelevement.date')}
          value={datum}
          onChange={(e) => setDatum(e.target.value)}
          error={dateProblem !== undefined}
          helperText={dateProblem && translate(`prelevement.date_${dateProblem}`, { date: formatDate(earliest, 'dayFirst') })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
        />
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('prelevement.company')}
          value={company}
          onChange={(e) => {
            setCompany(Number(e.target.value));
            reset();
          }}
          sx={{ minWidth: 120 }}
        >
          {PRELEVEMENT_COMPANIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" fullWidth={false} sx={{ width: 180 }} label={translate('prelevement.debnr')} value={debnrFilter} onChange={(e) => setDebnrFilter(e.target.value)} />
        <TextField type="number" size="small" fullWidth={false} label={translate('prelevement.min_term')} value={draft.minBetaalTermijn} onChange={(e) => setDraft({ ...draft, minBetaalTermijn: Number(e.target.value) })} sx={{ width: 150 }} slotProps={{ htmlInput: { min: 0 } }} />
        <TextField type="number" size="small" fullWidth={false} label={translate('prelevement.max_term')} value={draft.maxBetaalTermijn} onChange={(e) => setDraft({ ...draft, maxBetaalTermijn: Number(e.target.value) })} sx={{ width: 150 }} slotProps={{ htmlInput: { min: 0 } }} />
        <Button
          variant="outlined"
          onClick={() => {
            setBounds({ ...draft });
            reset();
            active.refetch();
          }}
        >
          {translate('prelevement.apply')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button onClick={() => setChecked(new Set(shown.flatMap((d) => d.invoices.map((i) => invoiceKey(d.debnr, i.invoice)))))}>{translate('prelevement.select_all')}</Button>
        <Button onClick={reset}>{translate('prelevement.unselect_all')}</Button>
        <Badge badgeContent={preselect.length} color="secondary" showZero>
          <Button startIcon={<Checklist />} onClick={() => setChecked(new Set(preselect))}>
            {translate('prelevement.preselect')}
          </Button>
        </Badge>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<TableView />} disabled={none} onClick={generateExcel}>
          {translate('prelevement.excel')}
        </Button>
        <Button variant="outlined" startIcon={<Code />} disabled={none} onClick={generateXml}>
          {translate('prelevement.xml')}
        </Button>
        <Button variant="contained" startIcon={<Send />} disabled={none} onClick={sendMails}>
          {translate('prelevement.send')}
        </Button>
      </Stack>
      {mailsSent !== undefined && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('prelevement.mails_sent', { smart_count: mailsSent })}
        </Alert>
      )}
      <RunHistory refresh={runs} />
      <DebtorList title={translate('prelevement.list', { company: MAIN_COMPANY })} list={main} debtors={filter(main.data)} active={company === MAIN_COMPANY} checked={checked} onToggle={toggle} />
      <DebtorList title={translate('prelevement.list', { company: SECOND_COMPANY })} list={second} debtors={filter(second.data)} active={company === SECOND_COMPANY} checked={checked} onToggle={toggle} />
    </Box>
  );
}

function DebtorList({ title, list, debtors, active, checked, onToggle }: {
  title: string;
  list: { loading: boolean; error?: unknown; data?: PrelevementDebtor[] };
  debtors: PrelevementDebtor[];
  active: boolean;
  checked: ReadonlySet<string>;
  onToggle(key: string): void;
}) {
  const translate = useTranslate();
  let content: ReactNode;
  if (list.loading) {
    content = [0, 1, 2].map((i) => (
      <Grid key={i} size={{ xs: 12, md: 6, xl: 4 }}>
        <Skeleton variant="rounded" height={160} />
      </Grid>
    ));
  } else if (list.error) {
    content = <Alert severity="error">{translate('prelevement.load_failed')}</Alert>;
  } else if (list.data && debtors.length === 0) {
    content = <Typography sx={{ p: 2 }}>{translate('prelevement.no_results')}</Typography>;
  } else {
    content = debtors.map((debtor) => (
      <Grid key={debtor.debnr} size={{ xs: 12, md: 6, xl: 4 }}>
        <DebtorCard debtor={debtor} checked={checked} onToggle={onToggle} disabled={!active} />
      </Grid>
    ));
  }
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {content}
      </Grid>
    </Box>
  );
}
