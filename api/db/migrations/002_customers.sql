-- Customers and everything sold to them: invoices with lines, credits, orders, reservations, notes,
-- comments, web visits. Every figure on the customer screens and dashboards is computed from these.
CREATE TABLE article_groups (
  code text PRIMARY KEY,            -- FLOWERS, PLANTS, OTHER
  name text NOT NULL
);

CREATE TABLE articles (
  artnr text PRIMARY KEY,
  art_txt text NOT NULL,
  art_group text NOT NULL REFERENCES article_groups(code),
  photo_url text
);

-- Tenant 4's financial groups.
CREATE TABLE financial_groups (
  code text PRIMARY KEY,
  text text NOT NULL
);

CREATE TABLE customers (
  debnr text PRIMARY KEY CHECK (length(debnr) <= 6),
  group_code text NOT NULL REFERENCES debtor_groups(group_code),
  company_id integer NOT NULL REFERENCES companies(id),
  name text NOT NULL,
  debnaam text NOT NULL,            -- shop name on the invoice
  password text NOT NULL,           -- webshop password (max 20)
  address text NOT NULL,
  zipcode text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,            -- fr, de, it, uk, nl, be
  owner text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  mobile_number text NOT NULL,
  branche text NOT NULL,            -- 'Pack'
  btw_number text NOT NULL,
  btw_ok boolean NOT NULL,
  kvk text NOT NULL,
  trans_txt text NOT NULL,
  account_manager text,             -- account manager code
  created date NOT NULL,
  kostprijs_debiteur numeric(12,2) NOT NULL,
  financiel_type text NOT NULL,
  commercial_type text NOT NULL,
  betaal_conditie text NOT NULL,    -- payment condition label
  bettermijn integer NOT NULL,      -- payment term in days
  koop_limiet numeric(12,2) NOT NULL,
  krediet_limiet numeric(12,2) NOT NULL,
  minimum_order numeric(12,2) NOT NULL, -- weekly minimum ("customers below their minimum")
  deb_txt text NOT NULL,
  lev_stop boolean NOT NULL DEFAULT false,
  lev_stop_since date,
  inet_check boolean NOT NULL,
  fin_debnr text NOT NULL,          -- financial group head; '*NEW*' is special
  fin_groep text REFERENCES financial_groups(code),
  webshop_link text NOT NULL,
  site_id integer NOT NULL,
  inactive boolean NOT NULL DEFAULT false,
  credit_score integer NOT NULL CHECK (credit_score BETWEEN 0 AND 3),
  risk_of_leaving integer NOT NULL,
  is_incasso boolean NOT NULL,
  iban text NOT NULL,
  bic text NOT NULL,
  prelevement_company integer,      -- 22 or 23 for direct-debit customers
  exchange_rate_group text,         -- tenant 4 'koersgroep'
  delivery_days integer[] NOT NULL DEFAULT '{}', -- ISO weekdays 1..5 the route serves
  salesman_code text
);
CREATE INDEX customers_group ON customers(group_code);
CREATE INDEX customers_fin_debnr ON customers(fin_debnr);

CREATE TABLE contact_emails (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr) ON DELETE CASCADE,
  row_number integer NOT NULL,
  email text NOT NULL,
  UNIQUE (debnr, row_number)
);

CREATE TABLE invoices (
  factnr bigint PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  company_id integer NOT NULL,
  branch_id integer NOT NULL,
  fctdat date NOT NULL,
  amount numeric(12,2) NOT NULL,    -- invoice total, VAT excluded
  paid numeric(12,2) NOT NULL,
  paid_date date,
  order_source text NOT NULL CHECK (order_source IN ('online', 'personal'))
);
CREATE INDEX invoices_debnr_date ON invoices(debnr, fctdat);
CREATE INDEX invoices_date ON invoices(fctdat);
CREATE INDEX invoices_unpaid ON invoices(debnr) WHERE paid < amount;

CREATE TABLE invoice_lines (
  id bigserial PRIMARY KEY,
  factnr bigint NOT NULL REFERENCES invoices(factnr) ON DELETE CASCADE,
  artnr text NOT NULL REFERENCES articles(artnr),
  art_group text NOT NULL REFERENCES article_groups(code),
  quantity integer NOT NULL,        -- stems / pieces
  amount numeric(12,2) NOT NULL,
  cost numeric(12,2) NOT NULL
);
CREATE INDEX invoice_lines_factnr ON invoice_lines(factnr);

CREATE TABLE credits (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  factnr bigint REFERENCES invoices(factnr),
  credit_date date NOT NULL,
  amount numeric(12,2) NOT NULL CHECK (amount >= 0),
  reden text NOT NULL
);
CREATE INDEX credits_debnr_date ON credits(debnr, credit_date);
CREATE INDEX credits_date ON credits(credit_date);

-- Customer orders (back orders: status 'open'; today's departures: delivery today).
CREATE TABLE orders (
  order_number bigint PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  order_date date NOT NULL,
  delivery_date date NOT NULL,
  type text NOT NULL,               -- 'order' or 'backorder'
  status text NOT NULL CHECK (status IN ('open', 'delivered'))
);
CREATE INDEX orders_debnr ON orders(debnr, delivery_date);

CREATE TABLE order_lines (
  id bigserial PRIMARY KEY,
  order_number bigint NOT NULL REFERENCES orders(order_number) ON DELETE CASCADE,
  artnr text NOT NULL REFERENCES articles(artnr),
  quantity integer NOT NULL,
  partij_prijs numeric(12,2) NOT NULL,
  amount numeric(12,2) NOT NULL
);
CREATE INDEX order_lines_order ON order_lines(order_number);

-- Tenant 4 written (reserved) orders.
CREATE TABLE reservations (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  order_number bigint NOT NULL,
  reserved_on date NOT NULL,
  delivery_date date NOT NULL,
  amount numeric(12,2) NOT NULL
);
CREATE INDEX reservations_debnr ON reservations(debnr, delivery_date);

-- Route opened by a manager for a customer on a given date.
CREATE TABLE route_openings (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  datum date NOT NULL,
  username text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (debnr, datum)
);

CREATE TABLE notes (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  username text NOT NULL,
  place_date timestamptz NOT NULL,
  memo text NOT NULL
);
CREATE INDEX notes_date ON notes(place_date DESC);

CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  title text NOT NULL,
  type integer NOT NULL CHECK (type BETWEEN 1 AND 9),
  memo text NOT NULL,
  name text NOT NULL,
  regdat bigint NOT NULL             -- unix seconds
);
CREATE INDEX comments_debnr ON comments(debnr, regdat DESC);

CREATE TABLE web_visits (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  logtime timestamptz NOT NULL,
  pages_visited integer NOT NULL,
  bought boolean NOT NULL
);
CREATE INDEX web_visits_debnr ON web_visits(debnr, logtime);
CREATE INDEX web_visits_time ON web_visits(logtime);

CREATE TABLE sent_confirmations (
  id bigserial PRIMARY KEY,
  debnr text NOT NULL REFERENCES customers(debnr),
  email text NOT NULL,
  confirmation_date date NOT NULL,
  review_date date
);

-- Monthly growth targets (percent) per company, and margin targets (tenant 4).
CREATE TABLE targets (
  company_id integer NOT NULL REFERENCES companies(id),
  year integer NOT NULL,
  turnover_percent numeric(6,2) NOT NULL,
  margin_percent numeric(6,2) NOT NULL,
  PRIMARY KEY (company_id, year)
);

CREATE TABLE currencies (
  code text PRIMARY KEY,
  koers numeric(12,4) NOT NULL
);
