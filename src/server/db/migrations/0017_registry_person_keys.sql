-- Issue 12 "a cache miss is cheap too": the mentor registry sorts by the applicant's login and filters by his login and
-- city (rules.md R14.6). Looking them up per application (5,000 primary-key reads for a login order) cost more than the
-- rest of the page, so each application carries a copy of both, kept exact by triggers: an application takes them
-- when inserted or moved to another user, and a change of a user's login or city rewrites his application.
ALTER TABLE "mentor_registry" ADD COLUMN "github_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_registry" ADD COLUMN "city_name" text;--> statement-breakpoint
CREATE FUNCTION "mentor_registry_person_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.github_id, u.city_name INTO NEW.github_id, NEW.city_name FROM "user" u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "mentor_registry_person_fill" BEFORE INSERT OR UPDATE OF "user_id" ON "mentor_registry"
  FOR EACH ROW EXECUTE FUNCTION "mentor_registry_person_fill"();--> statement-breakpoint
CREATE FUNCTION "user_mentor_registry_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mentor_registry SET github_id = NEW.github_id, city_name = NEW.city_name WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_mentor_registry_sync" AFTER UPDATE OF "github_id", "city_name" ON "user" FOR EACH ROW
  WHEN (OLD.github_id IS DISTINCT FROM NEW.github_id OR OLD.city_name IS DISTINCT FROM NEW.city_name)
  EXECUTE FUNCTION "user_mentor_registry_sync"();--> statement-breakpoint
UPDATE "mentor_registry" r SET github_id = u.github_id, city_name = u.city_name FROM "user" u WHERE u.id = r.user_id;
