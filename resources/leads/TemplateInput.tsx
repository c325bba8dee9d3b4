import { Alert, Autocomplete, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ARCHIVE, TEMPLATE_SEARCH_MAX } from '../../schemas/entities/lead';
import type { FormInputProps } from '../framework/form/formSlots';
import { pickerField } from '../../ui/inputs/pickerField';
import { useLeadOptions } from './leadOptions';

interface TemplateOption {
  id: string;
  label: string;
}

/** Matches shown at once: typing narrows the search, which spans every template; a list of thousands of rows would crawl. */
const SHOWN = 100;
const filterTemplates = createFilterOptions<TemplateOption>({ limit: SHOWN, stringify: (option) => option.label });

/**
 * The lead's template (spec part 2 §2): searched by number or name, anywhere in either, over the company's
 * templates (at most 5000) and ARCHIVE, which needs a note and warns that the lead is not imported.
 */
export function TemplateInput({ label, readOnly }: FormInputProps) {
  const translate = useTranslate();
  const { templates } = useLeadOptions();
  const { field, fieldState } = useInput({ source: 'template' });
  const company = useWatch({ name: 'companY_ID' }) as number | null;
  const options = useMemo(
    () => [
      ...templates
        .filter((t) => t.company_id === company)
        .slice(0, TEMPLATE_SEARCH_MAX)
        .map((t) => ({ id: t.template_debnr, label: `${t.template_debnr} ${t.template_name}` })),
      { id: ARCHIVE, label: ARCHIVE },
    ],
    [templates, company],
  );
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const value: string = field.value ?? '';
  // A template outside the company's list (a legacy value) still shows as itself.
  const chosen = value ? (byId.get(value) ?? { id: value, label: value }) : null;
  return (
    <>
      <Autocomplete<TemplateOption>
        options={options}
        value={chosen}
        readOnly={readOnly}
        onChange={(_, option) => field.onChange(option?.id ?? '')}
        onBlur={field.onBlur}
        filterOptions={filterTemplates}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        noOptionsText={translate('app.search.no_results')}
        renderInput={pickerField(label, fieldState, translate('leads.template_search'))}
      />
      {value === ARCHIVE && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('leads.archive_warning')}
        </Alert>
      )}
    </>
  );
}
