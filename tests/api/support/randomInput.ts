import fc from 'fast-check';

/** Field names the api reads, so random bodies and queries also reach the checks behind the first missing field. */
export const FIELD_NAMES = [
  'email', 'password', 'ip', 'id', 'azureId', 'azure_id', 'accessToken', 'refreshToken', 'resetPasswordToken', 'groupCode',
  'companyId', 'accessable', 'name', 'target', 'roles', 'language', 'accountManagers', 'accountManagerCode', 'type', 'actionName',
  'extraInfo', 'device', 'fromPage', 'timeOnPage', 'startDate', 'endDate', 'debnr', 'levStop', 'datum', 'username', 'comment',
  'title', 'description', 'visitId', 'visitDate', 'specialOfferId', 'listId', 'products', 'concluded', 'startDateString',
  'endDateString', 'changedPassword', 'Days', 'welcome_discount', 'fromdate', 'todate', 'page', 'finadmin', 'refresh',
];

/** A value a client may put in one field: plausible, malformed, or what the database itself refuses. */
export const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('x@y.test', '101', '801', '0', '-1', '123456', 'true', 'false', '', ' ', "1' OR '1'='1", '{{id}}', '../../etc/passwd'),
  // What the database itself refuses: a NUL byte, impossible or far-away dates, numbers past any column's range.
  fc.constantFrom('nul\u0000byte', '\u0000', '2026-02-30', '2026-13-01', '99999-12-31', '0000-00-00', '99999999999999999999', 2 ** 40),
);

/** A value for a path parameter or a query field, before encoding. */
export const param = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.integer().map(String),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('123456', '101', '0', 'nul\u0000byte', '2026-02-30', '99999-12-31', '99999999999999999999'),
);

/** The `groupcode` header some legacy calls send: absent, a real group, one of no one, an injection. */
export const groupHeader = fc.constantFrom(undefined, '101', '801', '999', "101' --");
