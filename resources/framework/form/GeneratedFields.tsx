import { Grid, Typography } from '@mui/material';
import { useCompiledResource } from '../compiledResource';
import { fieldSpec } from '../fields';
import { useResourceLabels } from '../labels';
import type { FormMode } from './formSlots';
import { ConditionalInput, ResourceInput } from './ResourceInput';

/**
 * The inputs of the declared form, section by section (a heading each when there are several), in
 * one or two columns; a code resource's input replaces the generated one of its field. With
 * `sections`, only those sections and no headings: a page lays them out in panels of its own.
 */
export function GeneratedFields({ mode, sections }: { mode: FormMode; sections?: string[] }) {
  const { declaration, form: slots } = useCompiledResource();
  const labels = useResourceLabels();
  const form = declaration.form!;
  const readOnly = new Set(form.readOnly ?? []);
  const wide = new Set(form.wide ?? []);

  const input = (name: string) => {
    const field = fieldSpec(declaration, name);
    const props = { field, label: labels.field(name), mode, readOnly: readOnly.has(name) };
    const Own = slots.inputs?.[name];
    const element = Own ? <Own key={name} {...props} /> : <ResourceInput key={name} {...props} />;
    const rule = form.conditional?.[name];
    return rule ? <ConditionalInput key={name} when={rule}>{element}</ConditionalInput> : element;
  };
  const inputs = (fields: string[]) =>
    form.columns === 2 ? (
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        {fields.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: wide.has(name) ? 12 : 6 }}>
            {input(name)}
          </Grid>
        ))}
      </Grid>
    ) : (
      fields.map(input)
    );

  return (
    <>
      {form.sections.filter((section) => !sections || sections.includes(section.key)).map((section) => [
        !sections && form.sections.length > 1 && (
          <Typography key={`section-${section.key}`} variant="h6" sx={{ mt: 2 }}>
            {labels.section(section.key)}
          </Typography>
        ),
        inputs(section.fields),
      ])}
    </>
  );
}
