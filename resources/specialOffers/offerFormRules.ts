import { NEW_OFFER, SpecialOfferDraft, offerErrors, type SpecialOffer } from '../../schemas/entities/specialOffer';
import type { FormMode, FormRules } from '../framework/form/formSlots';
import { validateWithSchema } from '../framework/form/validation';
import { useResourceLabels } from '../framework/labels';
import type { OfferRecord } from './offerSchema';

type Values = Record<string, any>;

/** Empty text fields of a new offer, so every input starts controlled. */
const EMPTY_TEXTS = Object.fromEntries(
  ['title', 'devisie', 'subLijst', 'brevoId', 'templateId', 'senderEmail', 'senderName', 'emailSubject', 'emailSubjectB', 'absplitRule', 'abwinnerDelay', 'bestelDebiteur', 'soapDebnr', 'soapPassword'].map((f) => [f, '']),
);

/**
 * The offer forms' rules (spec part 2 §3, §5): the new-offer defaults, the shape of the api's draft,
 * and the save rule of each mode (the same offerErrors the api enforces).
 */
export function useOfferFormRules(mode: FormMode): FormRules<Values, OfferRecord> {
  const labels = useResourceLabels();
  return {
    defaults: { ...EMPTY_TEXTS, ...NEW_OFFER, listId: '' },
    valuesOf: ({ products: _products, ...offer }: SpecialOffer) => offer,
    validate: (values) => ({ ...validateWithSchema(SpecialOfferDraft, values, labels.field), ...offerErrors(values, mode === 'create' ? 'add' : 'edit') }),
  };
}
