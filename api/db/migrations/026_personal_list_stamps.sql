-- The lists whose rows depend on who asks (leads, tasks, showroom visits) are ready-made per caller. Each
-- follows stamps of the tables it reads, kept under the group '*' and moved in the same transaction as
-- any write to them; every stamp comes from one sequence, so the greatest stamp of the lists a list
-- follows moves whenever one of them does (the per-group 'customers' stamps included).
CREATE FUNCTION list_stamp_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_stamp(TG_ARGV[0], ARRAY['*']);
  RETURN NULL;
END $$;

CREATE TRIGGER leads_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('leads');
CREATE TRIGGER tasks_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('tasks');
CREATE TRIGGER task_actions_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON task_actions
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('tasks');
CREATE TRIGGER showroom_visits_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON showroom_visits
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('visits');

-- Who sees what (a user's debtor groups, a group's company) and the names the lists show. Only the
-- columns they read: a login's bookkeeping on users moves nothing.
CREATE TRIGGER users_stamp AFTER INSERT OR DELETE OR UPDATE OF id, azure_id, name ON users
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('people');
CREATE TRIGGER user_groups_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_groups
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('people');
CREATE TRIGGER debtor_groups_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON debtor_groups
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('people');
