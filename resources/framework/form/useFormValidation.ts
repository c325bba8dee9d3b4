import { useCompiledResource } from '../compiledResource';
import { useResourceLabels } from '../labels';
import type { FormMode, FormRules } from './formSlots';
import { validateWithSchema } from './validation';

const NO_RULES: FormRules = {};
const useNoRules = () => NO_RULES;

/** The code resource's rules of its form in this mode (none for config resources); undefined while they load. */
export function useFormRules(mode: FormMode): FormRules | undefined {
  const { form } = useCompiledResource();
  return (form.useRules ?? useNoRules)(mode);
}

/** The form's validation: the code resource's own rules, else the resource's zod schema. */
export function useFormValidation(rules: FormRules | undefined) {
  const { validator } = useCompiledResource();
  const labels = useResourceLabels();
  return (values: Record<string, unknown>) => (rules?.validate ? rules.validate(values) : validateWithSchema(validator, values, labels.field));
}
