-- A BI Retention task's reasons are its actions (spec part 2 §3, §9: "checked more actions than allowed"), as the
-- back office gives them: every reason offered as an action of the task, the chosen ones checked. The reasons
-- column held the chosen titles; they move into task_actions and the column goes.
INSERT INTO task_actions (task_id, name, title, checked, created_date, checked_date, checked_azure_id)
SELECT t.id, replace(lower(r.title), ' ', '_'), r.title, t.reasons ? r.title,
       COALESCE(t.assigned_date, t.start_date::timestamptz),
       CASE WHEN t.reasons ? r.title THEN COALESCE(t.last_update, t.assigned_date, t.start_date::timestamptz) END,
       CASE WHEN t.reasons ? r.title THEN t.last_updater_azure_id END
  FROM tasks t
 CROSS JOIN unnest(ARRAY['Te duur', 'Kwaliteit niet goed', 'Levering te laat', 'Koopt bij concurrent', 'Minder omzet in de winkel',
                         'Seizoensgebonden', 'Winkel tijdelijk gesloten', 'Anders, namelijk...']) WITH ORDINALITY AS r(title, n)
 WHERE t.task_type = 'BI Retention'
   AND NOT EXISTS (SELECT 1 FROM task_actions a WHERE a.task_id = t.id)
 ORDER BY t.id, r.n;

ALTER TABLE tasks DROP COLUMN reasons;
