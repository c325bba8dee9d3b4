import type { AreaMessages } from '../../ui/pageDefinition';

/** User access screen texts (spec part 2 §2, §8). */
export const messages: AreaMessages = {
  en: {
    userAccess: {
      title: 'User access',
      back: 'Back to users',
      company: 'Company',
      toggle: 'Access to %{group}',
      saved: 'User access has been successfully saved!',
      fields: { groupName: 'Group name', groupCode: 'Group code', accessable: 'Accessable', access: 'Access' },
    },
  },
  fr: {
    userAccess: {
      title: 'Accès utilisateur',
      back: 'Retour aux utilisateurs',
      company: 'Société',
      toggle: 'Accès à %{group}',
      saved: "L'accès de l'utilisateur a été enregistré avec succès !",
      fields: { groupName: 'Nom du groupe', groupCode: 'Code du groupe', accessable: 'Accessible', access: 'Accès' },
    },
  },
  nl: {
    userAccess: {
      title: 'Gebruikerstoegang',
      back: 'Terug naar gebruikers',
      company: 'Bedrijf',
      toggle: 'Toegang tot %{group}',
      saved: 'Gebruikerstoegang is succesvol opgeslagen!',
      fields: { groupName: 'Groepsnaam', groupCode: 'Groepscode', accessable: 'Toegankelijk', access: 'Toegang' },
    },
  },
  de: {
    userAccess: {
      title: 'Benutzerzugriff',
      back: 'Zurück zu den Benutzern',
      company: 'Firma',
      toggle: 'Zugriff auf %{group}',
      saved: 'Der Benutzerzugriff wurde erfolgreich gespeichert!',
      fields: { groupName: 'Gruppenname', groupCode: 'Gruppencode', accessable: 'Zugänglich', access: 'Zugriff' },
    },
  },
};
