/** The legacy column names of the ad-hoc export and the spec's file-type names stay as written in every language. */
export const AD_HOC = { mvcodcli: 'mvcodcli', mvdatdoc: 'mvdatdoc', mvnumdoc: 'mvnumdoc', mvcodart: 'mvcodart', mvaspest: 'mvaspest', mvdesart: 'mvdesart', mvcodiva: 'mvcodiva', mvvalrig: 'mvvalrig' };

export const JDF_TYPES = { FACTURE: 'FACTURE', FUST: 'FUST', TRANSPORT: 'TRANSPORT', CATALOGUE: 'CATALOGUE' };
