import { Button, ColumnsButton, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { usePhone } from '../../../ui/phone/usePhone';
import { hasRoutedView, useMayPerform } from '../access';
import { useCompiledResource } from '../compiledResource';
import { fieldSpec } from '../fields';
import { useResourceLabels } from '../labels';
import { formatValue } from '../show/FieldValue';
import { ExportButtons } from './ExportButtons';
import { SavedViewsButton } from './savedViews/SavedViewsButton';
import { viewPath } from '../viewPaths';

/**
 * Column chooser, saved views, exports of the filtered rows, the code resource's own buttons, and create when the
 * resource offers it. Exports hold list.exportFields (default the columns) without the declared
 * columns the list does not show now (`shown`). On a phone the buttons wrap onto more lines: in one line (react-admin's
 * toolbar) a list with its own buttons (leads, task boards) widened the page.
 */
export function ResourceListActions({ columns: shown }: { columns: string[] }) {
  const resource = useCompiledResource();
  const labels = useResourceLabels();
  const { declaration, list: slots } = resource;
  const list = declaration.list!;
  const hidden = new Set(list.columns.filter((field) => !shown.includes(field)));
  const exported = (list.exportFields ?? shown).filter((field) => !hidden.has(field)).map((field) => {
    const spec = fieldSpec(declaration, field);
    return { field, label: labels.field(field), format: (value: unknown) => formatValue(spec, value) };
  });
  const mayPerform = useMayPerform(resource);
  const canCreate = hasRoutedView(resource, 'create') && mayPerform('create');
  const Toolbar = slots.toolbar;
  const phone = usePhone();
  return (
    <TopToolbar sx={phone ? { flexWrap: 'wrap' } : undefined}>
      <ColumnsButton />
      <SavedViewsButton />
      {list.export && <ExportButtons columns={exported} baseName={labels.title()} />}
      {Toolbar && <Toolbar />}
      {canCreate && (
        <Button component={Link} to={viewPath(declaration, 'create')} label="ra.action.create">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
}
