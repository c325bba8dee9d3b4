-- Part 2 of the spec: leads, tasks, showroom visits, special offers, API entries, favourites.
CREATE TABLE lead_templates (
  template_debnr text PRIMARY KEY,
  template_name text NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id)
);

CREATE TABLE favourite_templates (
  azure_id uuid NOT NULL,
  template_debnr text NOT NULL REFERENCES lead_templates(template_debnr) ON DELETE CASCADE,
  PRIMARY KEY (azure_id, template_debnr)
);

CREATE TABLE leads (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  email text NOT NULL,
  debnr text,
  debnaam text NOT NULL DEFAULT '',
  debadres text NOT NULL DEFAULT '',
  debpc text NOT NULL DEFAULT '',
  debplaats text NOT NULL DEFAULT '',
  debcont text NOT NULL DEFAULT '',
  debtfnr text NOT NULL DEFAULT '',
  debmobiel text NOT NULL DEFAULT '',
  email2 text NOT NULL DEFAULT '',
  lvnaamdb text NOT NULL DEFAULT '',
  lvadresdb text NOT NULL DEFAULT '',
  lvpcdb text NOT NULL DEFAULT '',
  lvplaatsdb text NOT NULL DEFAULT '',
  password text NOT NULL DEFAULT '',
  btwnrdeb text NOT NULL DEFAULT '',
  transcod text NOT NULL DEFAULT '',
  template text NOT NULL DEFAULT '',
  findebnr text NOT NULL DEFAULT '',
  kvk text NOT NULL DEFAULT '',
  deblandcod text NOT NULL DEFAULT '',
  debtext text NOT NULL DEFAULT '',
  debfingrp text NOT NULL DEFAULT '',
  acctmngr_note text NOT NULL DEFAULT '',
  vies_valid boolean,
  vies_name text,
  vies_address text,
  vies_vat text,
  acctmngr_validated integer NOT NULL DEFAULT 0,
  validated_date timestamptz,
  fs_exported integer NOT NULL DEFAULT 0,
  fs_exported_date timestamptz,
  form_source text NOT NULL DEFAULT '',
  icrm_created timestamptz NOT NULL,
  created_by_azure_id uuid,
  validated_by text,                 -- name (validated by)
  manager_name text,                 -- assigned by
  assigned_azure_id uuid,            -- account manager the lead is assigned to
  manager_azure_id text,             -- 'RETURNED' when sent back by the account manager
  acctmngr text,
  defkarloc text NOT NULL DEFAULT '',
  dooslocatie text NOT NULL DEFAULT '',
  transp_id integer NOT NULL DEFAULT 0,
  inpak_bproces text NOT NULL DEFAULT '',
  doosvulfc text NOT NULL DEFAULT '',
  inactief boolean NOT NULL DEFAULT true,
  welcome_discount boolean,
  deleted_at timestamptz,
  delete_note text
);
CREATE INDEX leads_company ON leads(company_id) WHERE deleted_at IS NULL;
CREATE INDEX leads_email ON leads(lower(email));

-- Favourite account managers for lead assignment, and favourite users for statistics.
CREATE TABLE favourite_users (
  owner_azure_id uuid NOT NULL,
  favorite_azure_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('leads', 'stats', 'tasks')),
  PRIMARY KEY (owner_azure_id, favorite_azure_id, kind)
);

CREATE TABLE tasks (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  debnr text REFERENCES customers(debnr),
  azure_id uuid,                     -- assignee
  created_by uuid,
  start_date date NOT NULL,
  end_date date NOT NULL,
  task_type text NOT NULL,           -- BI Retention, BI First Order, geen_type, belafspraak, terugmailen
  urgency boolean NOT NULL DEFAULT false,
  real_context text NOT NULL DEFAULT '',
  task_result_summary text,
  task_follow_up_summary text,
  notes text NOT NULL DEFAULT '',
  concluded boolean NOT NULL DEFAULT false,
  to_be_followed_up boolean NOT NULL DEFAULT false,
  bi_id bigint,
  closed_until date,
  assigned_date timestamptz,
  weer_besteld boolean NOT NULL DEFAULT false,
  last_updater_azure_id uuid,
  last_update timestamptz,
  last_visit timestamptz,
  last_visit_azure_id uuid,
  bi_data jsonb,
  is_afgehandeld boolean NOT NULL DEFAULT false,
  is_archive boolean NOT NULL DEFAULT false,
  business_unit text,
  existing_customer boolean NOT NULL DEFAULT true,
  changed_account_manager boolean NOT NULL DEFAULT false,
  ratings jsonb,                     -- order task: five ratings with notes
  reasons jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX tasks_assignee ON tasks(azure_id, concluded);

CREATE TABLE task_actions (
  id bigserial PRIMARY KEY,
  task_id bigint NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  name text NOT NULL,
  title text NOT NULL,
  checked boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL,
  checked_date timestamptz,
  checked_azure_id uuid
);

CREATE TABLE task_events (
  id bigserial PRIMARY KEY,
  task_id bigint NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  event_date timestamptz NOT NULL,
  type text NOT NULL,                -- Comment, Action, Task update, Task viewed, ...
  from_azure_id uuid,
  to_azure_id uuid,
  message text NOT NULL DEFAULT ''
);
CREATE INDEX task_events_task ON task_events(task_id, event_date);

CREATE TABLE showroom_visits (
  visit_id bigserial PRIMARY KEY,
  debtor_number text NOT NULL REFERENCES customers(debnr),
  debtor_email_address text NOT NULL DEFAULT '',
  visit_date date NOT NULL,
  time_of_arrival text NOT NULL,     -- HH:mm
  duration_of_stay text NOT NULL,    -- HH:mm
  amount_of_people integer NOT NULL,
  arrange_lunch boolean NOT NULL DEFAULT false,
  arrange_stay boolean NOT NULL DEFAULT false,
  particularities text NOT NULL DEFAULT '',
  salesman_azure_id uuid,
  user_azure_id uuid,
  status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 3))
);

CREATE TABLE special_offers (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('BESTEL', 'PARTIJ')),
  devisie text NOT NULL DEFAULT '',
  sub_lijst text NOT NULL DEFAULT '',
  product_type text NOT NULL DEFAULT '4',
  list_id integer NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id),
  brevo_id text NOT NULL DEFAULT '',
  group_code text NOT NULL DEFAULT '0',
  template_id text NOT NULL DEFAULT '',
  sender_email text NOT NULL DEFAULT '',
  sender_name text NOT NULL DEFAULT '',
  email_subject text NOT NULL DEFAULT '',
  email_subject_b text NOT NULL DEFAULT '',
  ab_testing boolean NOT NULL DEFAULT false,
  absplit_rule text NOT NULL DEFAULT '',
  abwinner_delay text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  s_vink boolean NOT NULL DEFAULT false,
  sublijst_products boolean NOT NULL DEFAULT false,
  max_products integer NOT NULL DEFAULT 5,
  bestel_debiteur text NOT NULL DEFAULT '',
  connection_type text NOT NULL DEFAULT 'SQL' CHECK (connection_type IN ('SQL', 'SOAP')),
  soap_debnr text NOT NULL DEFAULT '',
  soap_password text NOT NULL DEFAULT ''
);

CREATE TABLE special_offer_products (
  id bigserial PRIMARY KEY,
  special_offer_id bigint NOT NULL REFERENCES special_offers(id) ON DELETE CASCADE,
  product_number text NOT NULL,
  partij_number text NOT NULL,
  text text NOT NULL,
  amount integer NOT NULL,
  price numeric(12,2) NOT NULL,
  photo_url text NOT NULL DEFAULT '',
  artikel_photo text NOT NULL DEFAULT '',
  product_length text NOT NULL DEFAULT ''
);

CREATE TABLE special_offer_access (
  special_offer_id bigint NOT NULL REFERENCES special_offers(id) ON DELETE CASCADE,
  azure_id uuid NOT NULL,
  PRIMARY KEY (special_offer_id, azure_id)
);

CREATE TABLE special_offer_logs (
  id bigserial PRIMARY KEY,
  special_offer_id bigint REFERENCES special_offers(id) ON DELETE SET NULL,
  special_offer_name text NOT NULL,
  user_name text NOT NULL,
  created_campaign boolean NOT NULL,
  sent_campaign boolean NOT NULL,
  create_date timestamptz NOT NULL
);

CREATE TABLE provider_status_updates (
  id bigserial PRIMARY KEY,
  current_status text NOT NULL,      -- Operational, Degraded Performance, Service Disruption
  title text NOT NULL,
  start_date timestamptz NOT NULL,
  details text NOT NULL DEFAULT ''
);

CREATE TABLE api_entries (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  company_name text NOT NULL,
  type text NOT NULL,                -- possibly comma-separated: download_excel,send_excel,...
  link text NOT NULL,
  finadmin text NOT NULL DEFAULT ''
);

-- Direct-debit runs generated or sent (what was collected, for whom, when).
CREATE TABLE prelevement_runs (
  id bigserial PRIMARY KEY,
  company integer NOT NULL,
  datum date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('excel', 'xml', 'mail')),
  payload jsonb NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL
);
