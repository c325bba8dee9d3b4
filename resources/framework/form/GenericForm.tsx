import { SimpleForm, Toolbar, SaveButton, DeleteButton } from 'react-admin';
import { useMayPerform } from '../access';
import { useCompiledResource } from '../compiledResource';
import type { FormMode } from './formSlots';
import { GeneratedFields } from './GeneratedFields';
import { useFormRules, useFormValidation } from './useFormValidation';

/** The declared form on a page (create and edit views): its inputs, save, and delete when allowed. */
export function GenericForm({ mode }: { mode: FormMode }) {
  const resource = useCompiledResource();
  const rules = useFormRules(mode);
  const validate = useFormValidation(rules);
  const mayPerform = useMayPerform(resource);
  const canDelete = mode === 'edit' && mayPerform('delete');
  if (!rules) return null;
  return (
    <SimpleForm
      validate={validate}
      defaultValues={mode === 'create' ? rules.defaults : undefined}
      // The schema's messages, not the browser's own tooltips for type="email" and friends.
      noValidate
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {canDelete && <DeleteButton mutationMode="pessimistic" redirect={resource.declaration.path} />}
        </Toolbar>
      }
    >
      <GeneratedFields mode={mode} />
    </SimpleForm>
  );
}
