import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApiQuery } from '../../dataProvider';
import { SOAP_MARKINGS } from '../../schemas/entities/specialOffer';
import type { FormInputProps } from '../framework/form/formSlots';
import { ResourceInput } from '../framework/form/ResourceInput';

/**
 * The marking (productType): for a SOAP offer the fixed list of spec part 2 §5, otherwise the
 * billing system's markings by their id for the offer's type (voorraad id for Voorraad, bestel id
 * for Bestellijst).
 */
function MarkingInput({ label, readOnly }: FormInputProps) {
  const [type, connectionType] = useWatch({ name: ['type', 'connectionType'] }) as [string, string];
  const markings = useApiQuery('GET specialoffer/getpartijmarkeringen', { staleTime: Infinity, enabled: connectionType !== 'SOAP' });
  const choices =
    connectionType === 'SOAP'
      ? SOAP_MARKINGS.map((m) => ({ id: m.value, name: m.label }))
      : (markings.data ?? []).map((m) => ({ id: String(type === 'PARTIJ' ? m.voorraad_id : m.bestel_id), name: m.name }));
  return <SelectInput source="productType" label={label} choices={choices} readOnly={readOnly} isPending={markings.isPending && connectionType !== 'SOAP'} fullWidth />;
}

function CompanyInput({ label, readOnly }: FormInputProps) {
  const companies = useApiQuery('GET admin/getcompanies', { staleTime: Infinity });
  return <SelectInput source="companyId" label={label} choices={companies.data ?? []} readOnly={readOnly} isPending={companies.isPending} isRequired fullWidth />;
}

/** Bestel debiteur and its two checkboxes: only for a Bestellijst over SQL (spec part 2 §5). */
function BestelSqlOnly(props: FormInputProps) {
  const [type, connectionType] = useWatch({ name: ['type', 'connectionType'] }) as [string, string];
  return type === 'BESTEL' && connectionType === 'SQL' ? <ResourceInput {...props} /> : null;
}

export const offerInputs = {
  productType: MarkingInput,
  companyId: CompanyInput,
  bestelDebiteur: BestelSqlOnly,
  s_vink: BestelSqlOnly,
  sublijstProducts: BestelSqlOnly,
};
