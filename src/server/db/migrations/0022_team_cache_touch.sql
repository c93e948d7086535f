-- DESIGN.md "Performance": the teams page of a distribution (teams/service/list-teams.ts) is kept per process under its
-- course's schedule and roster versions. Its members, registrations and the distribution's settings already move the
-- schedule version (migration 0013); a team's own row (name, description, chat link, lead, a team deleted) now does
-- too, at the commit of whatever writes it.
CREATE TRIGGER "team_cache_insert" AFTER INSERT ON "team" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_cache_update" AFTER UPDATE ON "team"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
--> statement-breakpoint
CREATE TRIGGER "team_cache_delete" AFTER DELETE ON "team" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_cache_touch('select array_agg(distinct d.course_id) from team_distribution d where d.id in (select team_distribution_id from %1$s)', '{schedule}');
