import { SimpleForm, Toolbar, SaveButton, DeleteButton } from 'react-admin';
import { Typography } from '@mui/material';
import { useMayPerform } from '../access';
import { useCompiledResource } from '../compiledResource';
import { fieldSpec } from '../fields';
import { useResourceLabels } from '../labels';
import { ConditionalInput, ResourceInput } from './ResourceInput';
import { validateWithSchema } from './validation';

/** The declared form: sections of inputs, validated with the resource's zod schema. */
export function GenericForm({ mode }: { mode: 'create' | 'edit' }) {
  const resource = useCompiledResource();
  const labels = useResourceLabels();
  const { declaration, validator } = resource;
  const form = declaration.form!;
  const readOnly = new Set(form.readOnly ?? []);
  const validate = (values: Record<string, unknown>) => validateWithSchema(validator, values, labels.field);
  const mayPerform = useMayPerform(resource);
  const canDelete = mode === 'edit' && mayPerform('delete');

  return (
    <SimpleForm
      validate={validate}
      // The schema's messages, not the browser's own tooltips for type="email" and friends.
      noValidate
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {canDelete && <DeleteButton mutationMode="pessimistic" redirect={declaration.path} />}
        </Toolbar>
      }
    >
      {form.sections.map((section) => [
        <Typography key={`section-${section.key}`} variant="h6" sx={{ mt: 2 }}>
          {labels.section(section.key)}
        </Typography>,
        ...section.fields.map((name) => {
          const input = <ResourceInput key={name} field={fieldSpec(declaration, name)} label={labels.field(name)} readOnly={readOnly.has(name)} />;
          const rule = form.conditional?.[name];
          return rule ? <ConditionalInput key={name} when={rule}>{input}</ConditionalInput> : input;
        }),
      ])}
    </SimpleForm>
  );
}
