import { Create } from 'react-admin';
import { useCompiledResource } from '../compiledResource';
import { useResourceLabels } from '../labels';
import { GenericForm } from './GenericForm';

export function GenericCreate() {
  const { declaration } = useCompiledResource();
  const labels = useResourceLabels();
  return (
    <Create resource={declaration.name} title={labels.title()} redirect={() => declaration.path}>
      <GenericForm mode="create" />
    </Create>
  );
}
