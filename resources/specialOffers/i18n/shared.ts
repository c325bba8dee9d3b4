/** The offer's field labels in English: the other languages start from them and translate most. */
export const fieldsEn = {
  id: 'Id', enabled: 'Enabled', title: 'Name', type: 'Type', devisie: 'Devisie', subLijst: 'Sublijst', productType: 'Marking', listId: 'List id',
  companyId: 'Company', brevoId: 'Provider account', groupCode: 'Group code', templateId: 'Template', senderEmail: 'Sender', senderName: 'Sender name',
  emailSubject: 'Subject', emailSubjectB: 'Subject B', abTesting: 'AB test', absplitRule: 'Test group size', abwinnerDelay: 'Winner after (hours)',
  s_vink: 'Debiter S Vink', sublijstProducts: 'Sublijst products', maxProducts: 'Max', bestelDebiteur: 'BestelDeb', connectionType: 'Connection',
  soapDebnr: 'SOAP debtor number', soapPassword: 'SOAP password', version: 'Version',
};
