import { z } from 'zod';
import { SpecialOffer } from '../../schemas/entities/specialOffer';

const choices = (ids: readonly string[], label: (id: string) => string) => ids.map((id) => ({ id, name: label(id) }));

/** The offer as the manage list and the forms read it: the generator's hints on the api's shape. */
export const offerRow = SpecialOffer.omit({ products: true }).extend({
  enabled: SpecialOffer.shape.enabled.meta({ 'x-format': 'boolean-icon' }),
  type: SpecialOffer.shape.type.meta({ 'x-input': 'select', 'x-choices': choices(['BESTEL', 'PARTIJ'], (id) => `specialOffers.types.${id}`) }),
  connectionType: SpecialOffer.shape.connectionType.meta({ 'x-input': 'select', 'x-choices': choices(['SQL', 'SOAP'], (id) => id) }),
  listId: SpecialOffer.shape.listId.meta({ 'x-input': 'number' }),
  groupCode: SpecialOffer.shape.groupCode.meta({ 'x-input': 'number' }),
  abTesting: SpecialOffer.shape.abTesting.meta({ 'x-format': 'boolean-icon' }),
  senderEmail: SpecialOffer.shape.senderEmail.meta({ 'x-input': 'email' }),
  soapPassword: SpecialOffer.shape.soapPassword.meta({ 'x-input': 'password' }),
});
export type OfferRecord = z.infer<typeof offerRow>;

/** The two panels of the form (spec part 2 §2 edit page): the offer's own settings and the email provider's. */
export const OFFER_FORM = {
  sections: [
    {
      key: 'offer',
      fields: ['enabled', 'title', 'type', 'devisie', 'subLijst', 'productType', 'companyId', 'groupCode', 'maxProducts', 'connectionType', 'soapDebnr', 'soapPassword', 'bestelDebiteur', 's_vink', 'sublijstProducts'],
    },
    { key: 'provider', fields: ['brevoId', 'listId', 'templateId', 'senderEmail', 'senderName', 'emailSubject', 'abTesting', 'emailSubjectB', 'absplitRule', 'abwinnerDelay'] },
  ],
  // The A/B fields only with an A/B test, the SOAP fields only for SOAP, the sublijst for a Bestellijst (spec part 2 §5).
  conditional: {
    emailSubjectB: { field: 'abTesting', equals: true },
    absplitRule: { field: 'abTesting', equals: true },
    abwinnerDelay: { field: 'abTesting', equals: true },
    soapDebnr: { field: 'connectionType', equals: 'SOAP' },
    soapPassword: { field: 'connectionType', equals: 'SOAP' },
    subLijst: { field: 'type', equals: 'BESTEL' },
  },
};
