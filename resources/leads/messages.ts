import type { AreaMessages } from '../../ui/pageDefinition';

/** The new-leads screen and the lead form (spec part 2 §2, §5); the spec's own texts come from schemas/entities/lead.ts verbatim. */
export const messages: AreaMessages = {
  en: {
    resources: {
      newleads: {
        name: 'New leads',
        fields: {
          icrM_CREATED: 'Created',
          email: 'Email',
          debcont: 'Owner',
          debnaam: 'Shop name',
          debadres: 'Address',
          debpc: 'Zip code',
          debplaats: 'City',
          debtfnr: 'Phone',
          debmobiel: 'Mobile',
          email2: 'Second email',
          delivery: 'Other delivery address',
          lvnaamdb: 'Delivery name',
          lvadresdb: 'Delivery address',
          lvpcdb: 'Delivery zip code',
          lvplaatsdb: 'Delivery city',
          companY_ID: 'Company',
          btwnrdeb: 'VAT number',
          vieS_VALID: 'VIES',
          kvk: 'Chamber of commerce number',
          deblandcod: 'Country',
          template: 'Template',
          transcod: 'Transport code',
          findebnr: 'Financial customer number',
          debfingrp: 'Financial group',
          debtext: 'Lead text',
          acctmngR_NOTE: 'Note',
          forM_SOURCE: 'Source',
          acctmngR_VALIDATED: 'Validated',
          fS_EXPORTED: 'Exported'
        },
        sections: {
          lead: 'Lead',
          delivery: 'Delivery',
          company: 'Company',
          backoffice: 'Billing system'
        }
      }
    },
    leads: {
      new: 'New lead',
      create_title: 'New lead',
      edit_title: 'Edit lead',
      created: 'The lead has been created',
      updated: 'The lead has been updated',
      validate: 'Validate',
      validated: 'The lead has been validated',
      already_validated: 'Already validated',
      edit: 'Edit',
      debnr: 'Customer number',
      archive_warning: 'Template ARCHIVE: the lead is archived and not imported into the back office. Say why in the note.',
      vies: {
        check: 'Check VIES',
        result: 'VIES result',
        unset: 'Not checked',
        valid: 'Valid',
        invalid: 'Invalid',
        unknown: 'Unknown',
        could_not_check: 'VIES could not check this number now; try again later.'
      },
      duplicates: {
        email: '%{smart_count} other lead uses this email |||| %{smart_count} other leads use this email',
        vat: '%{smart_count} other lead has this VAT number |||| %{smart_count} other leads have this VAT number',
        see_details: 'See details',
        email_title: 'Leads with the same email',
        vat_title: 'Leads with the same VAT number'
      }
    }
  },
  fr: {
    resources: {
      newleads: {
        name: 'Nouveaux prospects',
        fields: {
          icrM_CREATED: 'Créé',
          email: 'E-mail',
          debcont: 'Gérant',
          debnaam: 'Nom du magasin',
          debadres: 'Adresse',
          debpc: 'Code postal',
          debplaats: 'Ville',
          debtfnr: 'Téléphone',
          debmobiel: 'Portable',
          email2: 'Deuxième e-mail',
          delivery: 'Autre adresse de livraison',
          lvnaamdb: 'Nom de livraison',
          lvadresdb: 'Adresse de livraison',
          lvpcdb: 'Code postal de livraison',
          lvplaatsdb: 'Ville de livraison',
          companY_ID: 'Société',
          btwnrdeb: 'Numéro de TVA',
          vieS_VALID: 'VIES',
          kvk: 'Numéro SIREN',
          deblandcod: 'Pays',
          template: 'Modèle',
          transcod: 'Code transport',
          findebnr: 'Numéro client financier',
          debfingrp: 'Groupe financier',
          debtext: 'Texte du prospect',
          acctmngR_NOTE: 'Note',
          forM_SOURCE: 'Source',
          acctmngR_VALIDATED: 'Validé',
          fS_EXPORTED: 'Exporté'
        },
        sections: {
          lead: 'Prospect',
          delivery: 'Livraison',
          company: 'Société',
          backoffice: 'Système de facturation'
        }
      }
    },
    leads: {
      new: 'Nouveau prospect',
      create_title: 'Nouveau prospect',
      edit_title: 'Modifier le prospect',
      created: 'Le prospect a été créé',
      updated: 'Le prospect a été mis à jour',
      validate: 'Valider',
      validated: 'Le prospect a été validé',
      already_validated: 'Déjà validé',
      edit: 'Modifier',
      debnr: 'Numéro client',
      archive_warning: 'Modèle ARCHIVE : le prospect est archivé et n’est pas importé dans le back-office. Indiquez pourquoi dans la note.',
      vies: {
        check: 'Vérifier VIES',
        result: 'Résultat VIES',
        unset: 'Non vérifié',
        valid: 'Valide',
        invalid: 'Invalide',
        unknown: 'Inconnu',
        could_not_check: 'VIES n’a pas pu vérifier ce numéro ; réessayez plus tard.'
      },
      duplicates: {
        email: '%{smart_count} autre prospect utilise cet e-mail |||| %{smart_count} autres prospects utilisent cet e-mail',
        vat: '%{smart_count} autre prospect a ce numéro de TVA |||| %{smart_count} autres prospects ont ce numéro de TVA',
        see_details: 'Voir le détail',
        email_title: 'Prospects avec le même e-mail',
        vat_title: 'Prospects avec le même numéro de TVA'
      }
    }
  },
  nl: {
    resources: {
      newleads: {
        name: 'Nieuwe leads',
        fields: {
          icrM_CREATED: 'Aangemaakt',
          email: 'E-mail',
          debcont: 'Eigenaar',
          debnaam: 'Winkelnaam',
          debadres: 'Adres',
          debpc: 'Postcode',
          debplaats: 'Plaats',
          debtfnr: 'Telefoon',
          debmobiel: 'Mobiel',
          email2: 'Tweede e-mail',
          delivery: 'Ander afleveradres',
          lvnaamdb: 'Aflevernaam',
          lvadresdb: 'Afleveradres',
          lvpcdb: 'Afleverpostcode',
          lvplaatsdb: 'Afleverplaats',
          companY_ID: 'Bedrijf',
          btwnrdeb: 'Btw-nummer',
          vieS_VALID: 'VIES',
          kvk: 'KvK-nummer',
          deblandcod: 'Land',
          template: 'Sjabloon',
          transcod: 'Transportcode',
          findebnr: 'Financieel klantnummer',
          debfingrp: 'Financiële groep',
          debtext: 'Leadtekst',
          acctmngR_NOTE: 'Notitie',
          forM_SOURCE: 'Bron',
          acctmngR_VALIDATED: 'Gevalideerd',
          fS_EXPORTED: 'Geëxporteerd'
        },
        sections: {
          lead: 'Lead',
          delivery: 'Levering',
          company: 'Bedrijf',
          backoffice: 'Facturatiesysteem'
        }
      }
    },
    leads: {
      new: 'Nieuwe lead',
      create_title: 'Nieuwe lead',
      edit_title: 'Lead bewerken',
      created: 'De lead is aangemaakt',
      updated: 'De lead is bijgewerkt',
      validate: 'Valideren',
      validated: 'De lead is gevalideerd',
      already_validated: 'Al gevalideerd',
      edit: 'Bewerken',
      debnr: 'Klantnummer',
      archive_warning: 'Sjabloon ARCHIVE: de lead wordt gearchiveerd en niet in het backoffice geïmporteerd. Zet de reden in de notitie.',
      vies: {
        check: 'VIES controleren',
        result: 'VIES-resultaat',
        unset: 'Niet gecontroleerd',
        valid: 'Geldig',
        invalid: 'Ongeldig',
        unknown: 'Onbekend',
        could_not_check: 'VIES kon dit nummer nu niet controleren; probeer het later opnieuw.'
      },
      duplicates: {
        email: '%{smart_count} andere lead gebruikt dit e-mailadres |||| %{smart_count} andere leads gebruiken dit e-mailadres',
        vat: '%{smart_count} andere lead heeft dit btw-nummer |||| %{smart_count} andere leads hebben dit btw-nummer',
        see_details: 'Details bekijken',
        email_title: 'Leads met hetzelfde e-mailadres',
        vat_title: 'Leads met hetzelfde btw-nummer'
      }
    }
  },
  de: {
    resources: {
      newleads: {
        name: 'Neue Leads',
        fields: {
          icrM_CREATED: 'Angelegt',
          email: 'E-Mail',
          debcont: 'Inhaber',
          debnaam: 'Geschäftsname',
          debadres: 'Adresse',
          debpc: 'Postleitzahl',
          debplaats: 'Ort',
          debtfnr: 'Telefon',
          debmobiel: 'Mobil',
          email2: 'Zweite E-Mail',
          delivery: 'Andere Lieferadresse',
          lvnaamdb: 'Liefername',
          lvadresdb: 'Lieferadresse',
          lvpcdb: 'Liefer-PLZ',
          lvplaatsdb: 'Lieferort',
          companY_ID: 'Firma',
          btwnrdeb: 'USt-IdNr.',
          vieS_VALID: 'VIES',
          kvk: 'Handelsregisternummer',
          deblandcod: 'Land',
          template: 'Vorlage',
          transcod: 'Transportcode',
          findebnr: 'Finanzkundennummer',
          debfingrp: 'Finanzgruppe',
          debtext: 'Lead-Text',
          acctmngR_NOTE: 'Notiz',
          forM_SOURCE: 'Quelle',
          acctmngR_VALIDATED: 'Validiert',
          fS_EXPORTED: 'Exportiert'
        },
        sections: {
          lead: 'Lead',
          delivery: 'Lieferung',
          company: 'Firma',
          backoffice: 'Abrechnungssystem'
        }
      }
    },
    leads: {
      new: 'Neuer Lead',
      create_title: 'Neuer Lead',
      edit_title: 'Lead bearbeiten',
      created: 'Der Lead wurde angelegt',
      updated: 'Der Lead wurde aktualisiert',
      validate: 'Validieren',
      validated: 'Der Lead wurde validiert',
      already_validated: 'Bereits validiert',
      edit: 'Bearbeiten',
      debnr: 'Kundennummer',
      archive_warning: 'Vorlage ARCHIVE: Der Lead wird archiviert und nicht ins Backoffice importiert. Begründen Sie es in der Notiz.',
      vies: {
        check: 'VIES prüfen',
        result: 'VIES-Ergebnis',
        unset: 'Nicht geprüft',
        valid: 'Gültig',
        invalid: 'Ungültig',
        unknown: 'Unbekannt',
        could_not_check: 'VIES konnte diese Nummer gerade nicht prüfen; versuchen Sie es später erneut.'
      },
      duplicates: {
        email: '%{smart_count} anderer Lead nutzt diese E-Mail |||| %{smart_count} andere Leads nutzen diese E-Mail',
        vat: '%{smart_count} anderer Lead hat diese USt-IdNr. |||| %{smart_count} andere Leads haben diese USt-IdNr.',
        see_details: 'Details ansehen',
        email_title: 'Leads mit derselben E-Mail',
        vat_title: 'Leads mit derselben USt-IdNr.'
      }
    }
  },
};
