import { Button, ColumnsButton, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { hasRoutedView, useMayPerform } from '../access';
import { useCompiledResource } from '../compiledResource';
import { fieldSpec } from '../fields';
import { useResourceLabels } from '../labels';
import { formatValue } from '../show/FieldValue';
import { ExportButtons } from './ExportButtons';

/** Column chooser, exports of the filtered rows, and create when the resource offers it. */
export function ResourceListActions() {
  const resource = useCompiledResource();
  const labels = useResourceLabels();
  const { declaration } = resource;
  const columns = (declaration.list?.columns ?? []).map((field) => {
    const spec = fieldSpec(declaration, field);
    return { field, label: labels.field(field), format: (value: unknown) => formatValue(spec, value) };
  });
  const mayPerform = useMayPerform(resource);
  const canCreate = hasRoutedView(resource, 'create') && mayPerform('create');
  return (
    <TopToolbar>
      <ColumnsButton />
      {declaration.list?.export && <ExportButtons columns={columns} baseName={labels.title()} />}
      {canCreate && (
        <Button component={Link} to={`${declaration.path}/create`} label="ra.action.create">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
}
