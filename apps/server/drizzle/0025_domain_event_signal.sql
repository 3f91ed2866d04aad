-- Domain events without a job each (issue 26): every statement that writes events signals the
-- `domain_events` channel; PostgreSQL delivers the signal when the transaction commits, never if it rolls
-- back. Each worker process's relay listens and dispatches the new rows in batches.
CREATE FUNCTION "domain_events_signal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "domain_events_signal" AFTER INSERT ON "domain_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "domain_events_signal"();
