import FileDownload from '@mui/icons-material/FileDownload';
import { Button, useListContext, type Identifier } from 'react-admin';
import { datedFileName, download } from '../../dataProvider';
import { FP_COMPANIES, type NewLead } from '../../schemas/entities/lead';
import { useLeadAction } from './useLeadAction';

/*
 * Both downloads run through the lead action (errors as 'Error : …', lists refreshed) and leave the ticks
 * alone: the workbook marks the leads exported (their boxes then cannot be ticked again), and the
 * accounting CSV of that same batch follows from the same ticks, in either order; the bar's clear button
 * drops them.
 */

/** The ticked leads as the export calls take them: each with `checked: true`. */
const checked = (ids: Identifier[]) => ids.map((id) => ({ id: Number(id), checked: true }));

/** The back office's workbook of the ticked leads (they become exported), and its FP copy where the companies call for one. */
export function ExcelExportButton({ selectedIds }: { selectedIds: Identifier[] }) {
  const { data = [] } = useListContext<NewLead>();
  const { busy, run } = useLeadAction();
  const body = checked(selectedIds);
  const needsCopy = data.some((lead) => selectedIds.includes(lead.id) && FP_COMPANIES.includes(lead.companY_ID));
  return (
    <Button
      label="leads.export.excel"
      disabled={busy}
      onClick={() =>
        run(async () => {
          await download('POST manager/generateexportnewleads', { body }, datedFileName('NewLeads-', 'xlsx'));
          if (needsCopy) await download('POST manager/generateexportnewleadscopyfp', { body }, datedFileName('NewLeads-FP-', 'xlsx'));
        })
      }
    >
      <FileDownload />
    </Button>
  );
}

/** The accounting package's CSV of the ticked leads of today's export. */
export function CsvExportButton({ selectedIds }: { selectedIds: Identifier[] }) {
  const { busy, run } = useLeadAction();
  return (
    <Button label="leads.export.csv" disabled={busy} onClick={() => run(() => download('POST manager/generateexactexportnewleads', { body: checked(selectedIds) }, datedFileName('Exact-Export-', 'csv')))}>
      <FileDownload />
    </Button>
  );
}
