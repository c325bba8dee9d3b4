import { EXPORT_MESSAGES } from '../../../schemas/entities/exportTexts';
import { AD_HOC, JDF_TYPES } from './shared';

/** Export and API pages (spec part 2 §2, §4, §5, §8). */
export const messages = {
  exports: {
    from: 'From', to: 'To', preview: 'Preview', quickDates: 'Quick dates', download: 'Download', loading: 'Loading', filters: 'Filters of %{table}',
    copied: '%{value} copied', branch: 'Branch', company: 'Company',
    presets: { yesterday: 'Yesterday', thisWeek: 'This week', lastWeek: 'Last week', thisMonth: 'This month', lastMonth: 'Last month', today: 'Today', thisYear: 'This year', lastYear: 'Last year' },
    columns: {
      ...AD_HOC, date: 'Date', weekday: 'Day', flowers: 'Flowers', plants: 'Plants', deco: 'Deco', divers: 'Divers', handling: 'Frais Prepa', voortxt: 'Stock label', total: 'Total',
      account: 'Account', debnr: 'Debnr', department: 'Department', invoice: 'Invoice number', dc: 'D/C', code: 'Code', article: 'Article', count: 'Count', quantity: 'Qty',
      price: 'Price', volume: 'Volume', statnr: 'Stat. number', origin: 'Country of origin', provenance: 'Country of provenance', pieces: 'Pieces', value: 'Value',
    },
    cnc: { title: 'Click & collect export' },
    stock: { title: 'Stock export', send: 'Send to accounting', sent: 'Stock export sent to accounting' },
    quadra: { title: 'Accounting export', payments: 'PAIEMENTS', sales: 'VENTES', faults: '%{smart_count} fault |||| %{smart_count} faults', faultsTitle: 'Faults' },
    adhoc: { title: 'Ad hoc export' },
    jdf: { title: 'JDF export', mail: 'Mail invoicing', perDebnr: 'Documents per debnr', types: JDF_TYPES },
    purchase: { title: 'Purchase overview', customers: 'Customers', orders: 'Order lines', volume: 'Volume %{volume} m³', choose: 'Choose a customer.' },
    api: { excel: 'Excel', enalyzer: 'Enalyzer', callcenter: 'Callcenter', flowerplace: 'Flowerplace', send: 'Send', name: 'Name', description: 'Description', none: 'No entries configured', sent: '%{name} sent' },
    deb: { title: 'DEB export', importation: 'Importation DEB', expedition: 'Expedition DEB', enterDebnr: EXPORT_MESSAGES.enterDebnr },
  },
};
