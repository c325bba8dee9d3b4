import { Labeled, Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useCompiledResource } from '../compiledResource';
import { fieldSpec } from '../fields';
import { useResourceLabels } from '../labels';
import { FieldValue } from './FieldValue';

function ShowFields() {
  const { declaration } = useCompiledResource();
  const labels = useResourceLabels();
  const record = useRecordContext();
  if (!record) return null;
  const fields = declaration.form?.sections.flatMap((s) => s.fields) ?? declaration.list?.columns ?? [];
  return (
    <SimpleShowLayout>
      {fields.map((name) => (
        // Labeled shows its label over a component child only (never over a plain element such as a span).
        <Labeled key={name} label={labels.field(name)}>
          <FieldValue field={fieldSpec(declaration, name)} record={record} />
        </Labeled>
      ))}
    </SimpleShowLayout>
  );
}

export function GenericShow() {
  const { declaration } = useCompiledResource();
  const labels = useResourceLabels();
  const { id } = useParams();
  return (
    <Show resource={declaration.name} id={id} title={labels.title()}>
      <ShowFields />
    </Show>
  );
}
