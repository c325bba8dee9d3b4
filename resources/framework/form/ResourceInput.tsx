import { BooleanInput, DateInput, NumberInput, PasswordInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { choicesOf } from '../fields';
import type { FormInputProps } from './formSlots';

/** The input a field's schema and hints call for; max length and required marks come from the schema. */
export function ResourceInput({ field, label, readOnly }: FormInputProps) {
  const translate = useTranslate();
  const common = { source: field.name, label, readOnly, isRequired: field.required, fullWidth: true };
  const reference = field.schema['x-reference'];
  if (reference) {
    return (
      <ReferenceInput source={field.name} reference={reference.resource}>
        <SelectInput optionText={reference.optionText} label={label} readOnly={readOnly} fullWidth />
      </ReferenceInput>
    );
  }
  switch (field.input) {
    case 'boolean':
      return <BooleanInput source={field.name} label={label} readOnly={readOnly} />;
    case 'number':
    case 'money':
      return <NumberInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'password':
      return <PasswordInput {...common} slotProps={{ htmlInput: { maxLength: field.schema.maxLength } }} />;
    case 'select':
      return <SelectInput {...common} choices={choicesOf(field).map((c) => ({ id: c.id, name: translate(c.name, { _: c.name }) }))} />;
    default:
      return (
        <TextInput
          {...common}
          type={field.input === 'email' ? 'email' : 'text'}
          multiline={field.input === 'textarea'}
          slotProps={{ htmlInput: { maxLength: field.schema.maxLength } }}
        />
      );
  }
}

/** Shows its input only while another field holds the declared value. */
export function ConditionalInput({ when, children }: { when: { field: string; equals: unknown }; children: React.ReactNode }) {
  const value = useWatch({ name: when.field });
  return value === when.equals ? <>{children}</> : null;
}
