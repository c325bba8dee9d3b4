import type { ComponentType } from 'react';
import type { HistoryEntity } from '../../../schemas/entities/history';
import type { FieldSpec } from '../fields';
import type { FormError } from './validation';

export type FormMode = 'create' | 'edit';

/** What a field's input component gets; the input binds itself to `field.name` (react-admin inputs, useInput). */
export interface FormInputProps {
  field: FieldSpec;
  label: string;
  mode: FormMode;
  readOnly: boolean;
}

/** A code resource's own rules of its form in one mode; each one optional. */
export interface FormRules<Values extends Record<string, any> = any, Row = any> {
  /** Starting values of a new record. */
  defaults?: Values;
  /** The form values of an existing record (default: the record itself). */
  valuesOf?: (record: Row) => Values;
  /** Rules beyond the schema (field against field, against loaded lists); replaces the schema validation. */
  validate?: (values: Values) => Record<string, FormError>;
  /** The body the endpoint gets (default: the values). */
  toBody?: (values: Values) => Record<string, unknown>;
  /** A query string the save sends along. */
  saveQuery?: (values: Values) => Record<string, string | number | boolean>;
  /** The values as a person reads them (names rather than ids), for the side by side of an edit conflict (default: the values). */
  describe?: (values: Values) => Record<string, unknown>;
}

/** What a code resource may add to its generated form (create and edit, page or dialog); all optional. */
export interface FormSlots<Values extends Record<string, any> = any, Row = any> {
  /** Per field, an input component instead of the generated one (options from the api, linked fields, ...). */
  inputs?: Partial<Record<string, ComponentType<FormInputProps>>>;
  /** A hook giving the rules of a mode (it may load what they need); undefined while it waits, the form then waits too. */
  useRules?: (mode: FormMode) => FormRules<Values, Row> | undefined;
  /** Inputs of api field errors named differently from their body field: `{ accountManagers: 'accountManagerCodes' }`. */
  errorInputs?: Record<string, string>;
  /** The record's history, shown beside its edit form: which entity, and the id the api keeps it under. */
  history?: { entity: HistoryEntity; idOf: (record: Row) => string };
  /** i18n keys: dialog titles, the success snackbars, and a failed save (gets %{message}, the api's) (defaults: react-admin's, the api's message). */
  messages?: { createTitle?: string; editTitle?: string; created?: string; updated?: string; failed?: string };
  /** A Reset button in the form dialog: back to the starting values (a new record blank, an edited one as loaded). */
  reset?: boolean;
  /** How long the success snackbar stays (default 2 s, the user dialogs' of spec part 2 §8). */
  savedSnackbarMs?: number;
}
