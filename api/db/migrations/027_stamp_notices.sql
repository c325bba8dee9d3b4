-- Every stamp moved is announced on the channel 'list_stamps' as [list, group, stamp] (the call-list
-- stamps of migration 011 as the list 'call-list'). Where the database hands the api each announcement
-- before the writing call returns (PGlite, embedded in the api's process), the api holds the stamps in
-- memory and a repeated list request reads no table.
CREATE FUNCTION list_stamp_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('list_stamps', json_build_array(coalesce(to_jsonb(NEW) ->> 'list', 'call-list'), NEW.group_code, NEW.stamp)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER list_stamps_notice AFTER INSERT OR UPDATE ON list_stamps
  FOR EACH ROW EXECUTE FUNCTION list_stamp_notice();
CREATE TRIGGER call_list_stamps_notice AFTER INSERT OR UPDATE ON call_list_stamps
  FOR EACH ROW EXECUTE FUNCTION list_stamp_notice();

-- A user's debtor groups are remembered under the 'people' stamp: a deletion moves it too.
DROP TRIGGER users_stamp ON users;
CREATE TRIGGER users_stamp AFTER INSERT OR DELETE OR UPDATE OF id, azure_id, name, deleted_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION list_stamp_all('people');
