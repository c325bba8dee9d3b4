import { expect, test } from 'vitest';
import { routeTemplateOf } from '../../proxy/routeTemplate';

test('an API call is named by its endpoint\'s template, matched as the api matches (any case, a trailing slash, HEAD as GET)', () => {
  expect(routeTemplateOf('GET', '/api/customer/getcustomer/100234?x=1')).toBe('/api/customer/getcustomer/:debnr');
  expect(routeTemplateOf('GET', '/API/Customer/GetCustomer/100234/')).toBe('/api/customer/getcustomer/:debnr');
  expect(routeTemplateOf('HEAD', '/api/customer/getcustomer/100234')).toBe('/api/customer/getcustomer/:debnr');
  expect(routeTemplateOf('POST', '/api/auth/login')).toBe('/api/auth/login');
  expect(routeTemplateOf('GET', '/api/auth/getroles')).toBe('/api/auth/getRoles');
});

test('whatever matches no endpoint shares one name, so raw paths never become labels', () => {
  expect(routeTemplateOf('GET', '/api/no/such/thing/123')).toBe('/api/*');
  expect(routeTemplateOf('DELETE', '/api/auth/login')).toBe('/api/*');
  expect(routeTemplateOf('GET', '/api/customer/getcustomer/%E0%A4%A')).toBe('/api/*');
  expect(routeTemplateOf('GET', '/api')).toBe('/api/*');
});

test('the proxy\'s own paths keep their name; config files and the app\'s pages and files are grouped', () => {
  expect(routeTemplateOf('GET', '/healthz')).toBe('/healthz');
  expect(routeTemplateOf('GET', '/readyz')).toBe('/readyz');
  expect(routeTemplateOf('GET', '/metrics')).toBe('/metrics');
  expect(routeTemplateOf('GET', '/config/resources/leverstops.json')).toBe('/config/*');
  expect(routeTemplateOf('GET', '/icrm/customer/100234')).toBe('/*');
  expect(routeTemplateOf('GET', '/assets/index-abc.js')).toBe('/*');
});
