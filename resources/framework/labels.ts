import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCompiledResource } from './compiledResource';
import type { LocalText } from './declarationSchema';

function humanize(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/**
 * Labels of the current resource in the current language: the declaration's own labels (config
 * files carry them), else the i18n catalogue (`resources.<name>.fields.<field>`, code resources'
 * i18n/<language>.ts), else the field's `x-label` key, else the field name made readable.
 */
export function useResourceLabels() {
  const { declaration } = useCompiledResource();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  // One object per resource and language: tables memoise their columns on it.
  return useMemo(() => {
    const labels = declaration.labels as Record<string, { name: string; fields?: Record<string, string>; sections?: Record<string, string> } | undefined> | undefined;
    const own = labels?.[locale] ?? labels?.en;
    const prefix = `resources.${declaration.name}`;
    return {
      title: () => own?.name ?? translate(`${prefix}.name`, { smart_count: 2, _: humanize(declaration.name) }),
      field: (field: string) => {
        const hint = declaration.schema.properties[field]?.['x-label'];
        return own?.fields?.[field] ?? translate(`${prefix}.fields.${field}`, { _: hint ? translate(hint, { _: hint }) : humanize(field) });
      },
      section: (key: string) => own?.sections?.[key] ?? translate(`${prefix}.sections.${key}`, { _: humanize(key) }),
      /** A text of the declaration (action label, confirmation, empty text), `{field}` placeholders filled from the row. */
      text: (text: LocalText, row: Record<string, unknown> = {}) => {
        const chosen = typeof text === 'string' ? translate(text, { _: text }) : (text[locale as keyof typeof text] ?? text.en ?? Object.values(text).find(Boolean) ?? '');
        return chosen.replace(/\{(\w+)\}/g, (_, field: string) => String(row[field] ?? ''));
      },
    };
  }, [declaration, locale, translate]);
}
