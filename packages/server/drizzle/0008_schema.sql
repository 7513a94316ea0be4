DROP INDEX "events_org_start_idx";--> statement-breakpoint
CREATE INDEX "events_org_start_end_idx" ON "events" USING btree ("organization_id","event_start","id","event_end");