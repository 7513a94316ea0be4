CREATE TABLE "event_interests" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"interest_id" uuid NOT NULL,
	CONSTRAINT "event_interests_event_id_interest_id_pk" PRIMARY KEY("event_id","interest_id")
);
--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_interests_interest_idx" ON "event_interests" USING btree ("interest_id","event_id");