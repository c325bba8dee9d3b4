import { ColumnsButton, TopToolbar } from 'react-admin';
import { ExportButtons } from '../framework/list/ExportButtons';
import { useResourceLabels } from '../framework/labels';
import type { CustomerColumn } from './customerColumns';

/** Column chooser and CSV/XLSX exports of the shown columns plus the two delivery flags. */
export function CustomerListActions({ columns }: { columns: CustomerColumn[] }) {
  const labels = useResourceLabels();
  const exported = [...columns, 'levStop', 'inetCheck'].map((field) => ({ field, label: labels.field(field) }));
  return (
    <TopToolbar>
      <ColumnsButton />
      <ExportButtons columns={exported} baseName={labels.title()} />
    </TopToolbar>
  );
}
