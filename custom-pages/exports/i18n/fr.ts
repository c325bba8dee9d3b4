import { AD_HOC, JDF_TYPES } from './shared';

/** The French of ./en.ts. */
export const messages = {
  exports: {
    from: 'Du', to: 'Au', preview: 'Aperçu', quickDates: 'Dates rapides', download: 'Télécharger', loading: 'Chargement', filters: 'Filtres de %{table}',
    copied: '%{value} copié', branch: 'Agence', company: 'Société',
    presets: { yesterday: 'Hier', thisWeek: 'Cette semaine', lastWeek: 'Semaine dernière', thisMonth: 'Ce mois', lastMonth: 'Mois dernier', today: "Aujourd'hui", thisYear: 'Cette année', lastYear: 'Année dernière' },
    columns: {
      ...AD_HOC, date: 'Date', weekday: 'Jour', flowers: 'Fleurs', plants: 'Plantes', deco: 'Déco', divers: 'Divers', handling: 'Frais Prepa', voortxt: 'Libellé de stock', total: 'Total',
      account: 'Compte', debnr: 'Code client', department: 'Département', invoice: 'N° de facture', dc: 'D/C', code: 'Code', article: 'Article', count: 'Nombre', quantity: 'Qté',
      price: 'Prix', volume: 'Volume', statnr: 'N° statistique', origin: "Pays d'origine", provenance: 'Pays de provenance', pieces: 'Pièces', value: 'Valeur',
    },
    cnc: { title: 'Export click & collect' },
    stock: { title: 'Export du stock', send: 'Envoyer à la comptabilité', sent: 'Export du stock envoyé à la comptabilité' },
    quadra: { title: 'Export comptable', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} anomalie |||| %{smart_count} anomalies', faultsTitle: 'Anomalies' },
    adhoc: { title: 'Export ad hoc' },
    jdf: { title: 'Export JDF', mail: 'E-mail à la facturation', perDebnr: 'Documents par client', types: JDF_TYPES },
    purchase: { title: 'Aperçu des achats', customers: 'Clients', orders: 'Lignes de commande', volume: 'Volume %{volume} m³', choose: 'Choisissez un client.' },
    api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Centre d’appels', flowerplace: 'Flowerplace', send: 'Envoyer', name: 'Nom', description: 'Description', none: 'Aucune entrée configurée', sent: '%{name} envoyé' },
    deb: { title: 'Export DEB', importation: 'Importation DEB', expedition: 'Expédition DEB', enterDebnr: 'Saisissez le code client' },
  },
};
