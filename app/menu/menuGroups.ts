import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AddTask from '@mui/icons-material/AddTask';
import Api from '@mui/icons-material/Api';
import Archive from '@mui/icons-material/Archive';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import Checklist from '@mui/icons-material/Checklist';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Euro from '@mui/icons-material/Euro';
import Event from '@mui/icons-material/Event';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FileDownload from '@mui/icons-material/FileDownload';
import GroupAdd from '@mui/icons-material/GroupAdd';
import History from '@mui/icons-material/History';
import Inbox from '@mui/icons-material/Inbox';
import Insights from '@mui/icons-material/Insights';
import Inventory from '@mui/icons-material/Inventory';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import MoneyOff from '@mui/icons-material/MoneyOff';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonOff from '@mui/icons-material/PersonOff';
import Phone from '@mui/icons-material/Phone';
import Public from '@mui/icons-material/Public';
import QueryStats from '@mui/icons-material/QueryStats';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import TableChart from '@mui/icons-material/TableChart';
import Task from '@mui/icons-material/Task';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Tune from '@mui/icons-material/Tune';
import type { PageDefinition } from '../../ui/pageDefinition';
import CalendarViewWeek from '@mui/icons-material/CalendarViewWeek';

/** A navigation entry: `label` is an i18n key under app.menu.items; access comes from the route table. */
export interface MenuItemDefinition {
  id: string;
  path: string;
  icon: SvgIconComponent;
  /** Shown only for these company ids (Customer Identities: 3 and 8). */
  companies?: readonly number[];
  /** Its own name per language (configured screens), instead of the app.menu.items.<id> key. */
  labels?: PageDefinition['menuLabels'];
}

/**
 * An external link of the side navigation (item type 'link', spec part 1 §2): an address outside the app's
 * screens, opened in a new tab; label under app.menu.items.<id>. It is shown to whoever may open `accessOf`.
 */
export interface MenuLinkDefinition {
  id: string;
  href: string;
  icon: SvgIconComponent;
  accessOf: string;
}

export interface MenuGroupDefinition {
  id: string;
  /**
   * A divider line above the group's title (item type 'divider', spec part 1 §2), where a new kind of work
   * starts; drawn only below another group. Folded, every group is set off by a line in place of its title.
   */
  dividerBefore?: boolean;
  items: readonly MenuItemDefinition[];
  /** After the items; only in the side navigation (shortcuts and the palette list screens). */
  links?: readonly MenuLinkDefinition[];
}

const item = (id: string, path: string, icon: SvgIconComponent, companies?: readonly number[]): MenuItemDefinition => ({
  id,
  path,
  icon,
  companies,
});

/**
 * The side navigation's groups (spec part 1 §2 "Navigation and toolbar"), in display order; dividers set off
 * the daily CRM work, the modules (offers, visits, tasks), the back-office interfaces, the other business
 * lines and the documentation.
 */
export const MENU_GROUPS: readonly MenuGroupDefinition[] = [
  {
    id: 'icrm',
    items: [
      item('inbox', '/iCRM/Inbox', Inbox),
      item('dashboard', '/icrm/dashboard', Dashboard),
      item('call', '/icrm/call', Phone),
      item('overview', '/icrm/overview', Insights),
      item('weblog', '/icrm/weblog', Public),
      item('turnover', '/icrm/turnover', Euro),
      item('customers', '/icrm/customers', People),
      item('newcustomers', '/icrm/newcustomers', PersonAdd),
      item('newleads', '/icrm/newleads', GroupAdd),
      item('unpaid', '/icrm/unpaid', MoneyOff),
      item('openposten', '/icrm/openposten', ReceiptLong),
      item('closedcustomers', '/icrm/closedcustomers', PersonOff),
      item('verzendbevestigingen', '/verzendbevestigingen', LocalShipping),
      item('customeridentities', '/customeridentities', Badge, [3, 8]),
    ],
  },
  {
    id: 'imanager',
    items: [
      item('credits', '/icrm/credits', CreditCard),
      item('prelevement', '/icrm/prelevement', AccountBalance),
      item('assignnewleads', '/icrm/assignNewLeads', AssignmentInd),
      item('exportnewleads', '/icrm/exportNewLeads', FileDownload),
      item('overviewnewleads', '/icrm/overviewNewLeads', ListAlt),
      item('statspages', '/stats/pages', BarChart),
      item('statsusers', '/stats/users', QueryStats),
    ],
  },
  { id: 'admin', items: [item('users', '/icrm/users', ManageAccounts)] },
  {
    id: 'specialoffers',
    dividerBefore: true,
    items: [
      item('specialoffers', '/specialoffers', Campaign),
      item('specialoffersmanage', '/specialoffers/manage', Tune),
      item('specialofferslogs', '/specialoffers/logs', History),
    ],
  },
  { id: 'visits', items: [item('visits', '/visits', Event), item('visitweek', '/visits/week', CalendarViewWeek), item('visitcreate', '/visit/create', EventAvailable)] },
  {
    id: 'tasks',
    items: [
      item('tasks', '/tasks', Task),
      item('tasknew', '/task/new', AddTask),
      item('tasksoverview', '/icrm/tasksoverview', Checklist),
      item('taskarchive', '/icrm/taskarchive', Archive),
    ],
  },
  {
    id: 'apis',
    dividerBefore: true,
    items: [
      item('excel', '/api/excel', TableChart),
      item('enalyzer', '/api/enalyzer', Assessment),
      item('callcenter', '/api/callcenter', Phone),
      item('flowerplace', '/api/flowerplace', Storefront),
      item('dexxexportcbs', '/api/dexxexportCBS', Description),
      item('dexxccexport', '/api/dexxC&Cexport', ShoppingBasket),
      item('dexxstockexport', '/api/dexxStockExport', Inventory),
      item('dexxccmodule', '/api/dexxC&Cmodule', Store),
      item('quadraexport', '/api/quadra-export', Calculate),
      item('adhoc', '/api/adhoc', Receipt),
      item('purchaseoverview', '/api/purchase-overview', TravelExplore),
      item('jdfexport', '/api/JDFexport', Api),
    ],
  },
  { id: 'wholesale', dividerBefore: true, items: [item('wholesalecustomers', '/wholesale/Customers', Storefront)] },
  { id: 'cc', items: [item('ccdashboard', '/CC/CCDashboard', ShoppingBasket)] },
  {
    id: 'documentation',
    dividerBefore: true,
    items: [item('routing', '/documentation/routing', MenuBook)],
    // The api's reference, served beside the app (not one of its screens), for the same readers.
    links: [{ id: 'apidocs', href: '/api-docs/', icon: Api, accessOf: '/documentation/routing' }],
  },
];
