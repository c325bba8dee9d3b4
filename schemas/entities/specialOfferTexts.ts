/* No zod here: the screens' message catalogues import these texts, and they load before any schema. */

/** The spec's texts (part 2 §2, §4, §8), verbatim; the api answers with the same ones. */
export const OFFER_MESSAGES = {
  sent: 'The Special Offer has been sent successfully',
  created: 'The Special Offer campaign has been created successfully',
  failed: 'Something went wrong!',
  missingSender: "Missing sender's Email and / or name !",
  missingSubject: 'Missing Email subject !',
  noProducts: '0 products were found',
  confirmSend: 'Are you sure you want to send?',
  confirmDelete: 'Are you sure?',
  groupMissing: 'Group does not exist',
  noAccess: 'You do not have access to this special offer',
  notFound: 'Special offer not found',
  /** Ours (issue 36): a second send of an offer while one runs. */
  alreadySending: 'This special offer is being sent already; wait until that send has finished.',
} as const;
