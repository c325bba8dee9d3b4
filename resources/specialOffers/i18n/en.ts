import { OFFER_MESSAGES } from '../../../schemas/entities/specialOfferTexts';
import { fieldsEn } from './shared';

const logFieldsEn = { specialOfferName: 'Special Offer Title', userName: 'Sender', createdCampaign: 'Created Campaign', sentCampaign: 'Sent Campaign', createDate: 'Datum' };

/**
 * Special offer screens (spec part 2 §2, §4, §5, §8). The spec's English banners and warnings are
 * quoted verbatim in English and translated for the other languages; the api's validation texts
 * ('must be a size like 20%') are keys of their own so they reach the form translated.
 */
export const messages = {
  resources: {
    specialOffers: { name: 'Special offers', fields: fieldsEn, sections: { offer: 'Offer settings', provider: 'Email provider settings' } },
    specialOfferLogs: { name: 'Special offer log', fields: logFieldsEn },
  },
  specialOffers: {
    types: { BESTEL: 'Bestellijst', PARTIJ: 'Voorraad' },
    sendTitle: 'Special offers',
    refresh: 'Refresh',
    send: 'Create + Send',
    settings: 'Settings',
    checkCustomers: 'Check customers count',
    customersFound: '%{count} customers found',
    createCampaign: 'Create campaign',
    confirmCampaign: 'Create the campaign and send a test mail to yourself?',
    stock: { partij: 'Lot', product: 'Product', amount: 'Packaging', price: 'Price' },
    viewStock: 'View stock',
    stockTitle: 'Stock of %{title}',
    marking: 'Marking: %{value}',
    groupCode: 'Group code: %{value}',
    templateId: 'Template id: %{value}',
    listId: 'List id: %{value}',
    sender: 'From %{name} <%{email}>',
    subject: 'Subject: %{subject}',
    packaging: 'per %{amount}',
    length: 'S01 %{length}',
    noOffers: 'No special offers to send',
    sending: 'Sending…',
    status: { started: 'started %{ago}', details: 'Details' },
    add: 'New Special Offer',
    added: 'Special offer added',
    deleted: 'Special offer deleted',
    saved: 'Special offer saved',
    accessSaved: 'offer user access saved',
    products: 'Product list',
    userAccess: 'User access',
    access: 'Access',
    edit: 'Edit',
    delete: 'Delete',
    sent: OFFER_MESSAGES.sent,
    created: OFFER_MESSAGES.created,
    failed: OFFER_MESSAGES.failed,
    missingSender: OFFER_MESSAGES.missingSender,
    missingSubject: OFFER_MESSAGES.missingSubject,
    noProducts: OFFER_MESSAGES.noProducts,
    confirmSend: OFFER_MESSAGES.confirmSend,
    confirmDelete: OFFER_MESSAGES.confirmDelete,
    productsFailed: 'ERROR!',
    alreadySending: OFFER_MESSAGES.alreadySending,
  },
  'must be a size like 20%': 'must be a size like 20%',
  'must be 1 to 168 hours': 'must be 1 to 168 hours',
  'must not contain line breaks': 'must not contain line breaks',
};
