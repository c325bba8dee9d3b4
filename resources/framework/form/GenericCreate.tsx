import { Create } from 'react-admin';
import { useCompiledResource } from '../compiledResource';
import { useResourceLabels } from '../labels';
import { GenericForm } from './GenericForm';
import { useFormRules } from './useFormValidation';

export function GenericCreate() {
  const { declaration } = useCompiledResource();
  const labels = useResourceLabels();
  const rules = useFormRules('create');
  return (
    <Create resource={declaration.name} title={labels.title()} transform={rules?.toBody} redirect={() => declaration.path}>
      <GenericForm mode="create" />
    </Create>
  );
}
