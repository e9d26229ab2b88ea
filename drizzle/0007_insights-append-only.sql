-- Custom SQL migration file, put your code below! --
-- The visit statistics' raw events are append-only: no updates; deletes only of rows older than
-- the shortest retention the configuration allows (7 days), which the housekeeping prunes.
CREATE FUNCTION insight_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '7 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'insight_events is append-only' USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER insight_events_append_only
  BEFORE UPDATE OR DELETE ON insight_events
  FOR EACH ROW EXECUTE FUNCTION insight_events_append_only();
