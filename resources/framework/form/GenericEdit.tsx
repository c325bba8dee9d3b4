import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useCompiledResource } from '../compiledResource';
import { useResourceLabels } from '../labels';
import { GenericForm } from './GenericForm';
import { useFormRules } from './useFormValidation';

/** Pessimistic, so a 400 keeps what the user typed and its field errors land on the inputs. */
export function GenericEdit() {
  const { declaration } = useCompiledResource();
  const labels = useResourceLabels();
  const rules = useFormRules('edit');
  const { id } = useParams();
  return (
    <Edit resource={declaration.name} id={id} title={labels.title()} transform={rules?.toBody} mutationMode="pessimistic" redirect={() => declaration.path}>
      <GenericForm mode="edit" />
    </Edit>
  );
}
