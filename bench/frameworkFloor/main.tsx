import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, NumberField, Resource, TextField, type AuthProvider, type DataProvider, type GetListParams } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * The framework floor of the pages bench (bench/customerPages.ts): a bare react-admin app, none of our
 * code, showing a list. What it takes to a rendered list is what any react-admin app costs on the machine
 * before our code runs (React, MUI, react-admin's start, a first list), the floor our pages are read
 * against. Everything is react-admin's default (layout, hash router, theme) but for what an app cannot
 * do without: a data provider (rows made in memory, so no network call is timed), English texts, and an
 * auth provider that lets everyone in, as ours has one to ask. Three resources, so the menu is not empty.
 */
const rows = Array.from({ length: 3000 }, (_, i) => ({
  id: i + 1,
  name: `Customer ${i + 1}`,
  city: 'Aalsmeer',
  phone: '0297 123456',
  email: `c${i + 1}@example.test`,
  turnover: i * 17.5,
}));

// A list is all the floor shows: no other data provider method is ever called.
const dataProvider = {
  getList: async (_resource: string, { pagination = { page: 1, perPage: 10 } }: GetListParams) => ({
    data: rows.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage),
    total: rows.length,
  }),
} as unknown as DataProvider;

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ['admin'],
};

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

const CustomerList = () => (
  <List>
    <Datagrid rowClick={false}>
      <TextField source="name" />
      <TextField source="city" />
      <TextField source="phone" />
      <TextField source="email" />
      <NumberField source="turnover" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin disableTelemetry dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
    <Resource name="customers" list={CustomerList} />
    <Resource name="leads" list={CustomerList} />
    <Resource name="tasks" list={CustomerList} />
  </Admin>,
);
