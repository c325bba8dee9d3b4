-- Staff acting in the webshop for a customer.

-- customer/UpdateSalesmanCustomerCode: the customer a salesman's webshop login currently orders for
-- (the customer page's shop button switches it before opening the webshop).
CREATE TABLE webshop_salesman_customers (
  company_id integer NOT NULL REFERENCES companies(id),
  salesman_code text NOT NULL,
  debnr text NOT NULL REFERENCES customers(debnr) ON DELETE CASCADE,
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, salesman_code)
);

-- Click-and-collect counter sellers (DexxCnCModule): a seller's code is what a customer's salesman_code
-- holds after DexxCnCModuleUpdateIKLANT; the password is the seller's webshop login.
CREATE TABLE cnc_sellers (
  company_id integer NOT NULL REFERENCES companies(id),
  code text NOT NULL,
  name text NOT NULL,
  password text NOT NULL,
  PRIMARY KEY (company_id, code)
);
