import type { Role } from '../../schemas/roles';
import { OfferLogRow } from './offerLogSchema';
import { defineResource } from '../framework/defineResource';
import { offerCells, offerRowActions } from './offerCells';
import { useOfferFormRules } from './offerFormRules';
import { offerInputs } from './offerInputs';
import { OFFER_SNACKBAR_MS } from './offerSnackbar';
import { OfferListActions } from './OfferListActions';
import { OFFER_FORM, offerRow, type OfferRecord } from './offerSchema';
import { lazyPage } from '../../ui/lazyPage';

const EDIT: Role[] = ['iCRMSpecialOfferEdit'];
const TEXT_FILTER = ['contains', 'startsWith'] as const;
const OfferEditPage = lazyPage(() => import('./OfferEditPage'), 'OfferEditPage');

/**
 * Special offers to manage (/specialoffers/manage, iCRMSpecialOfferEdit; spec part 2 §2, §5): every
 * offer, 10 to a page, most columns filterable, a click on the name opens the edit page
 * (/specialoffer/manage/{id}, the offer's panels, user access and history); new offers in a dialog.
 */
export const specialOffers = () =>
  defineResource<OfferRecord>({
    name: 'specialOffers',
    path: '/specialoffers/manage',
    paths: { edit: '/specialoffer/manage/{id}' },
    id: 'id',
    representation: 'title',
    schema: offerRow,
    endpoints: {
      list: { method: 'GET', path: 'specialOffer/getspecialoffers' },
      create: { method: 'POST', path: 'specialOffer/addSpecialOffer' },
      update: { method: 'POST', path: 'specialOffer/editSpecialOffer' },
      // Spec part 2 §7: DELETE specialOffer/deleteSpecialOffer with the offer as body.
      delete: { method: 'DELETE', path: 'specialOffer/deleteSpecialOffer', body: 'record' },
    },
    access: { list: EDIT, create: EDIT, edit: EDIT, delete: EDIT },
    list: {
      columns: ['enabled', 'title', 'type', 'devisie', 'subLijst', 'bestelDebiteur', 'listId', 'templateId', 'groupCode', 'maxProducts', 'senderEmail', 'emailSubject', 'abTesting'],
      filters: {
        enabled: ['isTrue', 'isFalse'], title: [...TEXT_FILTER], devisie: [...TEXT_FILTER], subLijst: [...TEXT_FILTER], bestelDebiteur: ['startsWith'],
        templateId: ['startsWith'], groupCode: ['startsWith'], abTesting: ['isTrue', 'isFalse'],
      },
      perPage: 10,
      empty: 'resources.customers.empty',
      export: false,
    },
    form: OFFER_FORM,
    formSlots: {
      inputs: offerInputs,
      useRules: useOfferFormRules,
      history: { entity: 'specialoffer', idOf: (offer: OfferRecord) => String(offer.id) },
      messages: { createTitle: 'specialOffers.add', created: 'specialOffers.added', updated: 'specialOffers.saved' },
      savedSnackbarMs: OFFER_SNACKBAR_MS,
    },
    listSlots: { cells: offerCells, rowActions: offerRowActions, toolbar: OfferListActions },
    views: { create: null, show: null, edit: OfferEditPage },
  });

/** The send log (/specialoffers/logs, iCRMAdmin; spec part 2 §2): newest first, filterable on title, sender and date. */
export const specialOfferLogs = () =>
  defineResource({
    name: 'specialOfferLogs',
    path: '/specialoffers/logs',
    id: 'id',
    schema: OfferLogRow,
    endpoints: { list: { method: 'GET', path: 'specialOffer/GetSpecialOfferLogs' } },
    access: { list: ['iCRMAdmin'] },
    list: {
      columns: ['specialOfferName', 'userName', 'createdCampaign', 'sentCampaign', 'createDate'],
      filters: { specialOfferName: [...TEXT_FILTER], userName: [...TEXT_FILTER], createDate: ['startsWith', 'greaterThan', 'lessThan'] },
      sort: { field: 'createDate', order: 'DESC' },
      rowClick: 'none',
      export: false,
    },
    views: { show: null },
  });

