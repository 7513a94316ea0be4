CREATE TABLE "organization_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"modules" text[] NOT NULL,
	"config" jsonb NOT NULL,
	"identity_client_id" text NOT NULL,
	"user_pool_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "organizations_identity_client_id_unique" UNIQUE("identity_client_id"),
	CONSTRAINT "organizations_user_pool_id_unique" UNIQUE("user_pool_id")
);
--> statement-breakpoint
CREATE TABLE "organization_pages" (
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"subtitle" text,
	"html" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_pages_organization_id_type_pk" PRIMARY KEY("organization_id","type")
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"login_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"sub" text NOT NULL,
	"password_hash" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_token_origins" (
	"origin_jti" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"login_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"username" text NOT NULL,
	"account_type" text DEFAULT 'account' NOT NULL,
	"first_name" text,
	"last_name" text,
	"title" text,
	"company" text,
	"bio" text,
	"website" text,
	"facebook" text,
	"instagram" text,
	"linked_in" text,
	"twitter" text,
	"tik_tok" text,
	"youtube" text,
	"discord" text,
	"timezone" text,
	"phone" text,
	"email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"image" jsonb,
	"banner" jsonb,
	"disabled" boolean DEFAULT false NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_accounts" (
	"organization_id" uuid NOT NULL,
	"login_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_accounts_login_id_account_id_pk" PRIMARY KEY("login_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_interests" (
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"interest_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_interests_account_id_interest_id_pk" PRIMARY KEY("account_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"message" text NOT NULL,
	"image" jsonb,
	"video" jsonb,
	"entities" jsonb,
	"group_id" uuid,
	"event_id" uuid,
	"content_id" uuid,
	"commented_id" uuid,
	"featured" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_interests" (
	"organization_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"interest_id" uuid NOT NULL,
	CONSTRAINT "activity_interests_activity_id_interest_id_pk" PRIMARY KEY("activity_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "activity_likes" (
	"organization_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_likes_activity_id_account_id_pk" PRIMARY KEY("activity_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "activity_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"blocker_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"organization_id" uuid NOT NULL,
	"follower_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_account_id_pk" PRIMARY KEY("follower_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" jsonb,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"new_follower_push" boolean DEFAULT true NOT NULL,
	"new_follower_email" boolean DEFAULT true NOT NULL,
	"like_push" boolean DEFAULT true NOT NULL,
	"like_email" boolean DEFAULT false NOT NULL,
	"reshare_push" boolean DEFAULT true NOT NULL,
	"reshare_email" boolean DEFAULT false NOT NULL,
	"comment_push" boolean DEFAULT true NOT NULL,
	"comment_email" boolean DEFAULT true NOT NULL,
	"mention_push" boolean DEFAULT true NOT NULL,
	"mention_email" boolean DEFAULT true NOT NULL,
	"activity_push" boolean DEFAULT true NOT NULL,
	"activity_email" boolean DEFAULT false NOT NULL,
	"transfer_push" boolean DEFAULT true NOT NULL,
	"transfer_email" boolean DEFAULT true NOT NULL,
	"support_ticket_confirmation_email" boolean DEFAULT true NOT NULL,
	"support_ticket_message_email" boolean DEFAULT true NOT NULL,
	"support_ticket_message_push" boolean DEFAULT true NOT NULL,
	"chat_unread_push" boolean DEFAULT true NOT NULL,
	"chat_unread_email" boolean DEFAULT true NOT NULL,
	"thread_unread_push" boolean DEFAULT true NOT NULL,
	"thread_unread_email" boolean DEFAULT true NOT NULL,
	"organization_announcement_email" boolean DEFAULT true NOT NULL,
	"organization_announcement_push" boolean DEFAULT true NOT NULL,
	"group_announcement_email" boolean DEFAULT true NOT NULL,
	"group_announcement_push" boolean DEFAULT true NOT NULL,
	"event_announcement_email" boolean DEFAULT true NOT NULL,
	"event_announcement_push" boolean DEFAULT true NOT NULL,
	"event_reminder_email" boolean DEFAULT true NOT NULL,
	"event_reminder_push" boolean DEFAULT true NOT NULL,
	"invitation_email" boolean DEFAULT true NOT NULL,
	"invitation_push" boolean DEFAULT true NOT NULL,
	"content_email" boolean DEFAULT true NOT NULL,
	"content_push" boolean DEFAULT true NOT NULL,
	"group_invitation_email" boolean DEFAULT true NOT NULL,
	"group_invitation_push" boolean DEFAULT true NOT NULL,
	"group_request_email" boolean DEFAULT true NOT NULL,
	"group_request_push" boolean DEFAULT true NOT NULL,
	"group_request_accepted_email" boolean DEFAULT true NOT NULL,
	"group_request_accepted_push" boolean DEFAULT true NOT NULL,
	"muted_types" text[] DEFAULT '{}' NOT NULL,
	"email_digest" text DEFAULT 'off' NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"sender_id" uuid,
	"activity_id" uuid,
	"group_id" uuid,
	"announcement_id" uuid,
	"invitation_id" uuid,
	"event_id" uuid,
	"content_id" uuid,
	"conversation_id" uuid,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"device_token" text NOT NULL,
	"push_service" text NOT NULL,
	"app_type" text NOT NULL,
	"name" text,
	"model" text,
	"brand" text,
	"manufacturer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"creator_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_blocks" (
	"organization_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"blocker_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_blocks_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "group_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"inviter_id" uuid,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_memberships" (
	"organization_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"activity_push_notification" boolean DEFAULT true NOT NULL,
	"announcement_email_notification" boolean DEFAULT true NOT NULL,
	"announcement_push_notification" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_memberships_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "group_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"external_url" text,
	"image" jsonb,
	"creator_id" uuid,
	"members_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"duration_seconds" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"uri" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"moderation" text DEFAULT 'safe' NOT NULL,
	"name" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"duration_seconds" double precision,
	"hls_url" text,
	"thumbnail_url" text,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"link" text NOT NULL,
	"image" jsonb,
	"weight" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"link" text,
	"image" jsonb,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"event_id" uuid,
	"manager_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_faq_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_faqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_gallery_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_pages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text,
	"image" jsonb,
	"google_place_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_speakers" (
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"speaker_id" uuid NOT NULL,
	CONSTRAINT "event_session_speakers_session_id_speaker_id_pk" PRIMARY KEY("session_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "event_session_tracks" (
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	CONSTRAINT "event_session_tracks_session_id_track_id_pk" PRIMARY KEY("session_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"long_description" text,
	"location_id" uuid,
	"image" jsonb,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"sort_order" integer,
	"non_session" boolean DEFAULT false NOT NULL,
	"registration_enabled" boolean DEFAULT false NOT NULL,
	"price" integer,
	"supply" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sessions_supply_ck" CHECK ("event_sessions"."supply" is null or "event_sessions"."sold" + "event_sessions"."reserved" <= "event_sessions"."supply")
);
--> statement-breakpoint
CREATE TABLE "event_speakers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"account_id" uuid,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"bio" text,
	"title" text,
	"company" text,
	"company_bio" text,
	"image" jsonb,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"label" text,
	"website" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"linked_in" text,
	"discord" text,
	"youtube" text,
	"tik_tok" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_sponsors" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sponsors_event_id_account_id_pk" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "event_tracks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#64748b' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"long_description" text,
	"event_type" text DEFAULT 'physical' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"event_start" timestamp with time zone NOT NULL,
	"event_end" timestamp with time zone NOT NULL,
	"image" jsonb,
	"background_image" jsonb,
	"venue" text,
	"location" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text,
	"external_url" text,
	"meeting_url" text,
	"group_id" uuid,
	"group_only" boolean DEFAULT false NOT NULL,
	"series_id" uuid,
	"creator_id" uuid,
	"registration" boolean DEFAULT false NOT NULL,
	"registration_start" timestamp with time zone,
	"registration_end" timestamp with time zone,
	"registration_limit" integer,
	"registration_count" integer DEFAULT 0 NOT NULL,
	"public_registrants" boolean DEFAULT false NOT NULL,
	"reservation_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_times_ck" CHECK ("events"."event_end" >= "events"."event_start"),
	CONSTRAINT "events_registration_limit_ck" CHECK ("events"."registration_limit" is null or "events"."registration_count" <= "events"."registration_limit")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_add_ons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"long_description" text,
	"price" integer DEFAULT 0 NOT NULL,
	"price_per_night" boolean DEFAULT false NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"supply" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_add_ons_supply_ck" CHECK ("event_add_ons"."supply" is null or "event_add_ons"."sold" + "event_add_ons"."reserved" <= "event_add_ons"."supply")
);
--> statement-breakpoint
CREATE TABLE "event_coupons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"discount_amount" integer,
	"discount_percent" integer,
	"quantity_min" integer,
	"quantity_max" integer,
	"purchase_limit" integer,
	"use_limit" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"email_domains" text,
	"pass_type_id" uuid,
	"apply_to_pass_type" boolean DEFAULT true NOT NULL,
	"apply_to_add_ons" boolean DEFAULT false NOT NULL,
	"apply_to_reservation" boolean DEFAULT false NOT NULL,
	"pre_paid" boolean DEFAULT false NOT NULL,
	"registration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_coupons_discount_ck" CHECK (("event_coupons"."discount_amount" is null) <> ("event_coupons"."discount_percent" is null)
        and coalesce("event_coupons"."discount_amount", 0) >= 0
        and coalesce("event_coupons"."discount_percent", 0) between 0 and 100),
	CONSTRAINT "event_coupons_use_ck" CHECK ("event_coupons"."use_limit" is null or "event_coupons"."sold" + "event_coupons"."reserved" <= "event_coupons"."use_limit")
);
--> statement-breakpoint
CREATE TABLE "event_package_pass_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_package_quantity_ck" CHECK ("event_package_pass_types"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"supply" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_packages_supply_ck" CHECK ("event_packages"."supply" is null or "event_packages"."sold" + "event_packages"."reserved" <= "event_packages"."supply")
);
--> statement-breakpoint
CREATE TABLE "event_pass_type_add_ons" (
	"organization_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	"add_on_id" uuid NOT NULL,
	CONSTRAINT "event_pass_type_add_ons_pass_type_id_add_on_id_pk" PRIMARY KEY("pass_type_id","add_on_id")
);
--> statement-breakpoint
CREATE TABLE "event_pass_type_price_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	"name" text,
	"price" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_pass_type_refund_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	"percentage" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	CONSTRAINT "event_refund_percentage_ck" CHECK ("event_pass_type_refund_schedules"."percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "event_pass_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"long_description" text,
	"price" integer DEFAULT 0 NOT NULL,
	"access_level" text DEFAULT 'regular' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured_image" jsonb,
	"min_quantity_per_sale" integer DEFAULT 1 NOT NULL,
	"max_quantity_per_sale" integer DEFAULT 10 NOT NULL,
	"supply" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"waitlist_held" integer DEFAULT 0 NOT NULL,
	"cancelable" boolean DEFAULT true NOT NULL,
	"transferable" boolean DEFAULT true NOT NULL,
	"enable_coupons" boolean DEFAULT false NOT NULL,
	"min_coupon_quantity" integer,
	"max_coupon_quantity" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"override_start_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pass_types_supply_ck" CHECK ("event_pass_types"."supply" is null or "event_pass_types"."sold" + "event_pass_types"."reserved" <= "event_pass_types"."supply"),
	CONSTRAINT "event_pass_types_waitlist_held_ck" CHECK ("event_pass_types"."waitlist_held" >= 0 and "event_pass_types"."waitlist_held" <= "event_pass_types"."reserved"),
	CONSTRAINT "event_pass_types_quantity_ck" CHECK ("event_pass_types"."min_quantity_per_sale" >= 0 and "event_pass_types"."max_quantity_per_sale" >= "event_pass_types"."min_quantity_per_sale"),
	CONSTRAINT "event_pass_types_price_ck" CHECK ("event_pass_types"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_question_choice_sub_questions" (
	"organization_id" uuid NOT NULL,
	"choice_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_question_choice_sub_questions_choice_id_question_id_pk" PRIMARY KEY("choice_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "event_question_choices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" text NOT NULL,
	"text" text,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"supply" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_question_choices_supply_ck" CHECK ("event_question_choices"."supply" is null or "event_question_choices"."sold" + "event_question_choices"."reserved" <= "event_question_choices"."supply")
);
--> statement-breakpoint
CREATE TABLE "event_question_search_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_question_section_pass_types" (
	"organization_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	CONSTRAINT "event_question_section_pass_types_section_id_pass_type_id_pk" PRIMARY KEY("section_id","pass_type_id")
);
--> statement-breakpoint
CREATE TABLE "event_question_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"section_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"description" text,
	"placeholder" text,
	"default" text,
	"required" boolean DEFAULT false NOT NULL,
	"mutable" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"span" integer DEFAULT 1 NOT NULL,
	"min" text,
	"max" text,
	"validation" text,
	"validation_message" text,
	"price" integer,
	"supply" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_questions_supply_ck" CHECK ("event_questions"."supply" is null or "event_questions"."sold" + "event_questions"."reserved" <= "event_questions"."supply")
);
--> statement-breakpoint
CREATE TABLE "event_room_type_pass_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"premium" integer DEFAULT 0 NOT NULL,
	"included_nights" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_room_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" integer DEFAULT 0 NOT NULL,
	"price_per_night" boolean DEFAULT true NOT NULL,
	"image" jsonb,
	"min_passes" integer,
	"max_passes" integer,
	"min_start" date,
	"default_start" date,
	"max_start" date,
	"min_end" date,
	"default_end" date,
	"max_end" date,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"supply" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_room_types_supply_ck" CHECK ("event_room_types"."supply" is null or "event_room_types"."sold" + "event_room_types"."reserved" <= "event_room_types"."supply")
);
--> statement-breakpoint
CREATE TABLE "event_pass_add_ons" (
	"organization_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"add_on_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pass_add_ons_pass_id_add_on_id_pk" PRIMARY KEY("pass_id","add_on_id")
);
--> statement-breakpoint
CREATE TABLE "event_pass_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" text NOT NULL,
	"choice_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_passes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"alternate_id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "event_passes_alternate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	"attendee_account_id" uuid,
	"registration_package_id" uuid,
	"coupon_id" uuid,
	"reservation_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"location" text,
	"used_at" timestamp with time zone,
	"checked_in_by_id" uuid,
	"amt_paid" integer DEFAULT 0 NOT NULL,
	"amt_refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registration_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"alternate_id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "event_registrations_alternate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"held_until" timestamp with time zone,
	"coupon_id" uuid,
	"terms_accepted_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_room_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"start" date,
	"end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"alternate_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_alternate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"title" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_date" timestamp with time zone,
	"due_date" timestamp with time zone NOT NULL,
	"notes" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"intent_id" uuid,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_integrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"environment" text DEFAULT 'sandbox' NOT NULL,
	"connection_id" text,
	"public_key" text,
	"base_url" text,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"description" text,
	"status" text DEFAULT 'requires_payment' NOT NULL,
	"sub_total" integer NOT NULL,
	"sales_tax" integer DEFAULT 0 NOT NULL,
	"sales_tax_rate" double precision DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider_reference" text,
	"client_secret" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_id" uuid,
	"address_id" uuid,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"intent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"sub_total" integer NOT NULL,
	"sales_tax" integer NOT NULL,
	"sales_tax_rate" double precision NOT NULL,
	"charged_amt" integer NOT NULL,
	"currency" text NOT NULL,
	"last4" text,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_co_hosts" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_co_hosts_event_id_account_id_pk" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "event_followup_questions" (
	"organization_id" uuid NOT NULL,
	"followup_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_followup_questions_followup_id_question_id_pk" PRIMARY KEY("followup_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "event_followups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_pass_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"payment_id" uuid,
	"percentage" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_pass_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"from_registration_id" uuid NOT NULL,
	"to_registration_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_accesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_pass_types" (
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	CONSTRAINT "event_session_pass_types_session_id_pass_type_id_pk" PRIMARY KEY("session_id","pass_type_id")
);
--> statement-breakpoint
CREATE TABLE "event_session_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"description" text,
	"placeholder" text,
	"default" text,
	"required" boolean DEFAULT false NOT NULL,
	"mutable" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"min" text,
	"max" text,
	"validation" text,
	"validation_message" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"access_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_activation_completions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"activation_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"earned_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_activations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"long_description" text,
	"image" jsonb,
	"max_points" integer DEFAULT 0 NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"manager_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_activations_points_ck" CHECK ("event_activations"."max_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"creator_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_email_templates" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reply_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_email_templates_event_id_type_pk" PRIMARY KEY("event_id","type")
);
--> statement-breakpoint
CREATE TABLE "event_reminder_deliveries" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminder_deliveries_event_id_account_id_pk" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "event_waitlist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"pass_type_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"registration_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_subscriptions" (
	"organization_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"content_email_notification" boolean DEFAULT true NOT NULL,
	"content_push_notification" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscriptions_channel_id_account_id_pk" PRIMARY KEY("channel_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" jsonb,
	"creator_id" uuid,
	"group_id" uuid,
	"featured" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"external_url" text,
	"apple_url" text,
	"spotify_url" text,
	"google_url" text,
	"youtube_url" text,
	"subscriber_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_guests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"account_id" uuid,
	"type" text DEFAULT 'guest' NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"bio" text,
	"company" text,
	"company_link" text,
	"company_bio" text,
	"image" jsonb,
	"website" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"linked_in" text,
	"tik_tok" text,
	"youtube" text,
	"discord" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"organization_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_likes_content_id_account_id_pk" PRIMARY KEY("content_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"body" text,
	"image" jsonb,
	"audio" jsonb,
	"video_id" uuid,
	"duration" text,
	"featured" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"published" timestamp with time zone,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"notified_at" timestamp with time zone,
	"external_url" text,
	"apple_url" text,
	"spotify_url" text,
	"google_url" text,
	"youtube_url" text,
	"creator_id" uuid,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"accepted" boolean DEFAULT true NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_message_reactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"emoji_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"account_id" uuid,
	"type" text DEFAULT 'user' NOT NULL,
	"body" text NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to_id" uuid,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_id" uuid,
	"image" jsonb,
	"access" text DEFAULT 'public' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"group_id" uuid,
	"event_id" uuid,
	"creator_id" uuid,
	"message_seq" bigint DEFAULT 0 NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_channel_members" (
	"channel_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"read_seq" bigint DEFAULT 0 NOT NULL,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channel_members_channel_id_account_id_pk" PRIMARY KEY("channel_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text,
	"image" jsonb,
	"direct_key" text,
	"creator_id" uuid,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"type" text DEFAULT 'user' NOT NULL,
	"account_id" uuid,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_notifications" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"sender_id" uuid,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_notifications_kind_conversation_id_account_id_pk" PRIMARY KEY("kind","conversation_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "account_tiers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"icon_name" text DEFAULT 'star' NOT NULL,
	"color" text,
	"image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_list_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"search_list_id" uuid NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_level_accounts" (
	"level_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsorship_level_accounts_level_id_account_id_pk" PRIMARY KEY("level_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "sponsorship_levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"description" text,
	"color" text DEFAULT '#888888' NOT NULL,
	"scale" real DEFAULT 1 NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"interval" text NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_product_tiers" (
	"product_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	CONSTRAINT "subscription_product_tiers_product_id_tier_id_pk" PRIMARY KEY("product_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"features" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"lapse_to" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_id" uuid NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"address_id" uuid,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_at_end" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_requirements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"tier_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_requirements_uq" UNIQUE NULLS NOT DISTINCT("organization_id","resource_type","resource_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "survey_question_choices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" text NOT NULL,
	"text" text,
	"description" text,
	"supply" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"section_id" uuid,
	"parent_choice_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"description" text,
	"label" text,
	"placeholder" text,
	"default" text,
	"min" text,
	"max" text,
	"validation" text,
	"validation_message" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"submission_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"value" text NOT NULL,
	"choice_ids" uuid[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_submission_id_question_id_pk" PRIMARY KEY("submission_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"account_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" jsonb,
	"require_auth" boolean DEFAULT false NOT NULL,
	"submissions_per_account" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_requester" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"request" text NOT NULL,
	"event_id" uuid,
	"event_slug" text,
	"event_name" text,
	"product_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_places" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"timezone" text NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_space_availabilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"day_of_week" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_space_blackouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_spaces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"supply" integer NOT NULL,
	"slot_duration" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"start" text,
	"end" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_spaces_supply_ck" CHECK ("booking_spaces"."supply" >= 1),
	CONSTRAINT "booking_spaces_slot_ck" CHECK ("booking_spaces"."slot_duration" between 5 and 1440),
	CONSTRAINT "booking_spaces_price_ck" CHECK ("booking_spaces"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"alternate_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings_alternate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"day" text NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_hosts" ADD CONSTRAINT "organization_hosts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_pages" ADD CONSTRAINT "organization_pages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logins" ADD CONSTRAINT "logins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_token_origins" ADD CONSTRAINT "revoked_token_origins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_token_origins" ADD CONSTRAINT "revoked_token_origins_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD CONSTRAINT "signing_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_accounts" ADD CONSTRAINT "login_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_accounts" ADD CONSTRAINT "login_accounts_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_accounts" ADD CONSTRAINT "login_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_interests" ADD CONSTRAINT "account_interests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_interests" ADD CONSTRAINT "account_interests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_interests" ADD CONSTRAINT "account_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_commented_id_activities_id_fk" FOREIGN KEY ("commented_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_interests" ADD CONSTRAINT "activity_interests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_interests" ADD CONSTRAINT "activity_interests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_interests" ADD CONSTRAINT "activity_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_accounts_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_accounts_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_announcements" ADD CONSTRAINT "group_announcements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_announcements" ADD CONSTRAINT "group_announcements_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_announcements" ADD CONSTRAINT "group_announcements_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_blocks" ADD CONSTRAINT "group_blocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_blocks" ADD CONSTRAINT "group_blocks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_blocks" ADD CONSTRAINT "group_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_blocks" ADD CONSTRAINT "group_blocks_blocker_id_accounts_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_inviter_id_accounts_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_manager_id_accounts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_faq_sections" ADD CONSTRAINT "event_faq_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_faq_sections" ADD CONSTRAINT "event_faq_sections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_faqs" ADD CONSTRAINT "event_faqs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_faqs" ADD CONSTRAINT "event_faqs_section_id_event_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."event_faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_images" ADD CONSTRAINT "event_gallery_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery_images" ADD CONSTRAINT "event_gallery_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pages" ADD CONSTRAINT "event_pages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pages" ADD CONSTRAINT "event_pages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_locations" ADD CONSTRAINT "event_session_locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_locations" ADD CONSTRAINT "event_session_locations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_speakers" ADD CONSTRAINT "event_session_speakers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_speakers" ADD CONSTRAINT "event_session_speakers_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_speakers" ADD CONSTRAINT "event_session_speakers_speaker_id_event_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."event_speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_tracks" ADD CONSTRAINT "event_session_tracks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_tracks" ADD CONSTRAINT "event_session_tracks_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_tracks" ADD CONSTRAINT "event_session_tracks_track_id_event_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."event_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_location_id_event_session_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."event_session_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_speakers" ADD CONSTRAINT "event_speakers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_speakers" ADD CONSTRAINT "event_speakers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_speakers" ADD CONSTRAINT "event_speakers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sponsors" ADD CONSTRAINT "event_sponsors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sponsors" ADD CONSTRAINT "event_sponsors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sponsors" ADD CONSTRAINT "event_sponsors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tracks" ADD CONSTRAINT "event_tracks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tracks" ADD CONSTRAINT "event_tracks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_add_ons" ADD CONSTRAINT "event_add_ons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_add_ons" ADD CONSTRAINT "event_add_ons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupons" ADD CONSTRAINT "event_coupons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupons" ADD CONSTRAINT "event_coupons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupons" ADD CONSTRAINT "event_coupons_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_package_pass_types" ADD CONSTRAINT "event_package_pass_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_package_pass_types" ADD CONSTRAINT "event_package_pass_types_package_id_event_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."event_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_package_pass_types" ADD CONSTRAINT "event_package_pass_types_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_packages" ADD CONSTRAINT "event_packages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_packages" ADD CONSTRAINT "event_packages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_type_add_ons" ADD CONSTRAINT "event_pass_type_add_ons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_type_add_ons" ADD CONSTRAINT "event_pass_type_add_ons_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_type_add_ons" ADD CONSTRAINT "event_pass_type_add_ons_add_on_id_event_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."event_add_ons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_type_price_schedules" ADD CONSTRAINT "event_pass_type_price_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_type_price_schedules" ADD CONSTRAINT "event_pass_type_price_schedules_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_type_refund_schedules" ADD CONSTRAINT "event_pass_type_refund_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_type_refund_schedules" ADD CONSTRAINT "event_pass_type_refund_schedules_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_types" ADD CONSTRAINT "event_pass_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_types" ADD CONSTRAINT "event_pass_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_choice_sub_questions" ADD CONSTRAINT "event_question_choice_sub_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_choice_sub_questions" ADD CONSTRAINT "event_question_choice_sub_questions_choice_id_event_question_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."event_question_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_choice_sub_questions" ADD CONSTRAINT "event_question_choice_sub_questions_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_choices" ADD CONSTRAINT "event_question_choices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_choices" ADD CONSTRAINT "event_question_choices_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_search_values" ADD CONSTRAINT "event_question_search_values_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_search_values" ADD CONSTRAINT "event_question_search_values_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_section_pass_types" ADD CONSTRAINT "event_question_section_pass_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_section_pass_types" ADD CONSTRAINT "event_question_section_pass_types_section_id_event_question_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."event_question_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_section_pass_types" ADD CONSTRAINT "event_question_section_pass_types_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_sections" ADD CONSTRAINT "event_question_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_sections" ADD CONSTRAINT "event_question_sections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_section_id_event_question_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."event_question_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_type_pass_types" ADD CONSTRAINT "event_room_type_pass_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_type_pass_types" ADD CONSTRAINT "event_room_type_pass_types_room_type_id_event_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."event_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_type_pass_types" ADD CONSTRAINT "event_room_type_pass_types_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_types" ADD CONSTRAINT "event_room_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_types" ADD CONSTRAINT "event_room_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_add_ons" ADD CONSTRAINT "event_pass_add_ons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_add_ons" ADD CONSTRAINT "event_pass_add_ons_pass_id_event_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."event_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_add_ons" ADD CONSTRAINT "event_pass_add_ons_add_on_id_event_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."event_add_ons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_responses" ADD CONSTRAINT "event_pass_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_responses" ADD CONSTRAINT "event_pass_responses_pass_id_event_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."event_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_responses" ADD CONSTRAINT "event_pass_responses_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_attendee_account_id_accounts_id_fk" FOREIGN KEY ("attendee_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_registration_package_id_event_registration_packages_id_fk" FOREIGN KEY ("registration_package_id") REFERENCES "public"."event_registration_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_coupon_id_event_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."event_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_reservation_id_event_room_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."event_room_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_checked_in_by_id_accounts_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_packages" ADD CONSTRAINT "event_registration_packages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_packages" ADD CONSTRAINT "event_registration_packages_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_packages" ADD CONSTRAINT "event_registration_packages_package_id_event_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."event_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_coupon_id_event_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."event_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_reservations" ADD CONSTRAINT "event_room_reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_reservations" ADD CONSTRAINT "event_room_reservations_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_room_reservations" ADD CONSTRAINT "event_room_reservations_room_type_id_event_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."event_room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_integrations" ADD CONSTRAINT "payment_integrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_integration_id_payment_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."payment_integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_co_hosts" ADD CONSTRAINT "event_co_hosts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_co_hosts" ADD CONSTRAINT "event_co_hosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_co_hosts" ADD CONSTRAINT "event_co_hosts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_followup_questions" ADD CONSTRAINT "event_followup_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_followup_questions" ADD CONSTRAINT "event_followup_questions_followup_id_event_followups_id_fk" FOREIGN KEY ("followup_id") REFERENCES "public"."event_followups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_followup_questions" ADD CONSTRAINT "event_followup_questions_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_followups" ADD CONSTRAINT "event_followups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_followups" ADD CONSTRAINT "event_followups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_refunds" ADD CONSTRAINT "event_pass_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_refunds" ADD CONSTRAINT "event_pass_refunds_pass_id_event_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."event_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_refunds" ADD CONSTRAINT "event_pass_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_transfers" ADD CONSTRAINT "event_pass_transfers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_transfers" ADD CONSTRAINT "event_pass_transfers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_transfers" ADD CONSTRAINT "event_pass_transfers_pass_id_event_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."event_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_transfers" ADD CONSTRAINT "event_pass_transfers_from_registration_id_event_registrations_id_fk" FOREIGN KEY ("from_registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_transfers" ADD CONSTRAINT "event_pass_transfers_to_registration_id_event_registrations_id_fk" FOREIGN KEY ("to_registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_accesses" ADD CONSTRAINT "event_session_accesses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_accesses" ADD CONSTRAINT "event_session_accesses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_accesses" ADD CONSTRAINT "event_session_accesses_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_accesses" ADD CONSTRAINT "event_session_accesses_pass_id_event_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."event_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_accesses" ADD CONSTRAINT "event_session_accesses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_pass_types" ADD CONSTRAINT "event_session_pass_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_pass_types" ADD CONSTRAINT "event_session_pass_types_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_pass_types" ADD CONSTRAINT "event_session_pass_types_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_questions" ADD CONSTRAINT "event_session_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_questions" ADD CONSTRAINT "event_session_questions_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_questions" ADD CONSTRAINT "event_session_questions_section_id_event_session_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."event_session_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_responses" ADD CONSTRAINT "event_session_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_responses" ADD CONSTRAINT "event_session_responses_access_id_event_session_accesses_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."event_session_accesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_responses" ADD CONSTRAINT "event_session_responses_question_id_event_session_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_session_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_sections" ADD CONSTRAINT "event_session_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_sections" ADD CONSTRAINT "event_session_sections_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activation_completions" ADD CONSTRAINT "event_activation_completions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activation_completions" ADD CONSTRAINT "event_activation_completions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activation_completions" ADD CONSTRAINT "event_activation_completions_activation_id_event_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."event_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activation_completions" ADD CONSTRAINT "event_activation_completions_pass_id_event_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."event_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activation_completions" ADD CONSTRAINT "event_activation_completions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activations" ADD CONSTRAINT "event_activations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activations" ADD CONSTRAINT "event_activations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activations" ADD CONSTRAINT "event_activations_manager_id_accounts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_email_templates" ADD CONSTRAINT "event_email_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_email_templates" ADD CONSTRAINT "event_email_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_deliveries" ADD CONSTRAINT "event_reminder_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_deliveries" ADD CONSTRAINT "event_reminder_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_deliveries" ADD CONSTRAINT "event_reminder_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist_entries" ADD CONSTRAINT "event_waitlist_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist_entries" ADD CONSTRAINT "event_waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist_entries" ADD CONSTRAINT "event_waitlist_entries_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist_entries" ADD CONSTRAINT "event_waitlist_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist_entries" ADD CONSTRAINT "event_waitlist_entries_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_guests" ADD CONSTRAINT "content_guests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_guests" ADD CONSTRAINT "content_guests_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_guests" ADD CONSTRAINT "content_guests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_members" ADD CONSTRAINT "thread_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_members" ADD CONSTRAINT "thread_members_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_members" ADD CONSTRAINT "thread_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_message_reactions" ADD CONSTRAINT "thread_message_reactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_message_reactions" ADD CONSTRAINT "thread_message_reactions_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_message_reactions" ADD CONSTRAINT "thread_message_reactions_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_message_reactions" ADD CONSTRAINT "thread_message_reactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notifications" ADD CONSTRAINT "conversation_notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notifications" ADD CONSTRAINT "conversation_notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notifications" ADD CONSTRAINT "conversation_notifications_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tiers" ADD CONSTRAINT "account_tiers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_list_values" ADD CONSTRAINT "search_list_values_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_list_values" ADD CONSTRAINT "search_list_values_search_list_id_search_lists_id_fk" FOREIGN KEY ("search_list_id") REFERENCES "public"."search_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_lists" ADD CONSTRAINT "search_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_level_accounts" ADD CONSTRAINT "sponsorship_level_accounts_level_id_sponsorship_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."sponsorship_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_level_accounts" ADD CONSTRAINT "sponsorship_level_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_levels" ADD CONSTRAINT "sponsorship_levels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_prices" ADD CONSTRAINT "subscription_prices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_prices" ADD CONSTRAINT "subscription_prices_product_id_subscription_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."subscription_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_product_tiers" ADD CONSTRAINT "subscription_product_tiers_product_id_subscription_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."subscription_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_product_tiers" ADD CONSTRAINT "subscription_product_tiers_tier_id_account_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."account_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD CONSTRAINT "subscription_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_subscription_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."subscription_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_id_subscription_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."subscription_prices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_requirements" ADD CONSTRAINT "tier_requirements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_requirements" ADD CONSTRAINT "tier_requirements_tier_id_account_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."account_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_choices" ADD CONSTRAINT "survey_question_choices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_choices" ADD CONSTRAINT "survey_question_choices_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_section_id_survey_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."survey_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_submission_id_survey_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."survey_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sections" ADD CONSTRAINT "survey_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sections" ADD CONSTRAINT "survey_sections_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_notes" ADD CONSTRAINT "support_ticket_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_notes" ADD CONSTRAINT "support_ticket_notes_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_notes" ADD CONSTRAINT "support_ticket_notes_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_space_availabilities" ADD CONSTRAINT "booking_space_availabilities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_space_availabilities" ADD CONSTRAINT "booking_space_availabilities_space_id_booking_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."booking_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_space_blackouts" ADD CONSTRAINT "booking_space_blackouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_space_blackouts" ADD CONSTRAINT "booking_space_blackouts_space_id_booking_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."booking_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_spaces" ADD CONSTRAINT "booking_spaces_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_spaces" ADD CONSTRAINT "booking_spaces_place_id_booking_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."booking_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_place_id_booking_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."booking_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_space_id_booking_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."booking_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_hosts_org_idx" ON "organization_hosts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "identity_codes_login_idx" ON "identity_codes" USING btree ("login_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "logins_org_email_uq" ON "logins" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "logins_org_sub_uq" ON "logins" USING btree ("organization_id","sub");--> statement-breakpoint
CREATE INDEX "revoked_token_origins_expiry_idx" ON "revoked_token_origins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "signing_keys_org_idx" ON "signing_keys" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_username_uq" ON "accounts" USING btree ("organization_id","username");--> statement-breakpoint
CREATE INDEX "accounts_org_first_name_idx" ON "accounts" USING btree ("organization_id","first_name","id");--> statement-breakpoint
CREATE INDEX "accounts_org_followers_idx" ON "accounts" USING btree ("organization_id","followers_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "login_accounts_account_idx" ON "login_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "account_interests_interest_idx" ON "account_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE INDEX "activities_org_created_idx" ON "activities" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_account_created_idx" ON "activities" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_group_created_idx" ON "activities" USING btree ("group_id","created_at","id") WHERE "activities"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "activities_event_created_idx" ON "activities" USING btree ("event_id","created_at") WHERE "activities"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "activities_content_created_idx" ON "activities" USING btree ("content_id","created_at") WHERE "activities"."content_id" is not null;--> statement-breakpoint
CREATE INDEX "activities_commented_created_idx" ON "activities" USING btree ("commented_id","created_at") WHERE "activities"."commented_id" is not null;--> statement-breakpoint
CREATE INDEX "activities_org_featured_idx" ON "activities" USING btree ("organization_id","created_at") WHERE "activities"."featured";--> statement-breakpoint
CREATE INDEX "activity_interests_interest_idx" ON "activity_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE INDEX "activity_likes_account_idx" ON "activity_likes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reports_pair_uq" ON "activity_reports" USING btree ("activity_id","account_id");--> statement-breakpoint
CREATE INDEX "activity_reports_org_idx" ON "activity_reports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_pair_uq" ON "blocks" USING btree ("blocker_id","account_id");--> statement-breakpoint
CREATE INDEX "blocks_account_idx" ON "blocks" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "follows_account_idx" ON "follows" USING btree ("account_id","created_at" DESC NULLS LAST,"follower_id");--> statement-breakpoint
CREATE INDEX "follows_follower_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS LAST,"account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_org_slug_uq" ON "interests" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "notification_preferences_digest_idx" ON "notification_preferences" USING btree ("digest_sent_at") WHERE "notification_preferences"."email_digest" <> 'off';--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("organization_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("account_id","read");--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_org_token_uq" ON "push_devices" USING btree ("organization_id","device_token");--> statement-breakpoint
CREATE INDEX "push_devices_account_idx" ON "push_devices" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "group_announcements_group_idx" ON "group_announcements" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_group_account_uq" ON "group_invitations" USING btree ("group_id","account_id");--> statement-breakpoint
CREATE INDEX "group_invitations_account_idx" ON "group_invitations" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "group_memberships_account_idx" ON "group_memberships" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "group_memberships_group_order_idx" ON "group_memberships" USING btree ("group_id",(case "role" when 'member' then 1 else 0 end),"created_at","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_requests_group_account_uq" ON "group_requests" USING btree ("group_id","account_id");--> statement-breakpoint
CREATE INDEX "group_requests_account_idx" ON "group_requests" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_org_slug_uq" ON "groups" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "groups_org_created_idx" ON "groups" USING btree ("organization_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "groups_org_name_idx" ON "groups" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "files_org_idx" ON "files" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "images_org_idx" ON "images" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_org_idx" ON "videos" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_processing_idx" ON "videos" USING btree ("created_at") WHERE "videos"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "advertisements_org_idx" ON "advertisements" USING btree ("organization_id","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "benefits_org_slug_uq" ON "benefits" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "benefits_org_priority_idx" ON "benefits" USING btree ("organization_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "event_faq_sections_event_slug_uq" ON "event_faq_sections" USING btree ("event_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "event_faqs_section_slug_uq" ON "event_faqs" USING btree ("section_id","slug");--> statement-breakpoint
CREATE INDEX "event_gallery_images_event_idx" ON "event_gallery_images" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pages_event_slug_uq" ON "event_pages" USING btree ("event_id","slug");--> statement-breakpoint
CREATE INDEX "event_session_locations_event_idx" ON "event_session_locations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_session_speakers_speaker_idx" ON "event_session_speakers" USING btree ("speaker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_sessions_event_slug_uq" ON "event_sessions" USING btree ("event_id","slug");--> statement-breakpoint
CREATE INDEX "event_sessions_event_start_idx" ON "event_sessions" USING btree ("event_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "event_speakers_event_slug_uq" ON "event_speakers" USING btree ("event_id","slug");--> statement-breakpoint
CREATE INDEX "event_speakers_event_priority_idx" ON "event_speakers" USING btree ("event_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tracks_event_slug_uq" ON "event_tracks" USING btree ("event_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_org_slug_uq" ON "events" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "events_org_start_idx" ON "events" USING btree ("organization_id","event_start","id");--> statement-breakpoint
CREATE INDEX "events_group_start_idx" ON "events" USING btree ("group_id","event_start") WHERE "events"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "events_series_start_idx" ON "events" USING btree ("series_id","event_start") WHERE "events"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "series_org_slug_uq" ON "series" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "series_org_order_idx" ON "series" USING btree ("organization_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "event_add_ons_event_idx" ON "event_add_ons" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_coupons_event_code_uq" ON "event_coupons" USING btree ("event_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_package_pass_types_uq" ON "event_package_pass_types" USING btree ("package_id","pass_type_id");--> statement-breakpoint
CREATE INDEX "event_packages_event_idx" ON "event_packages" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_pass_type_price_schedules_type_idx" ON "event_pass_type_price_schedules" USING btree ("pass_type_id");--> statement-breakpoint
CREATE INDEX "event_pass_type_refund_schedules_type_idx" ON "event_pass_type_refund_schedules" USING btree ("pass_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pass_types_event_slug_uq" ON "event_pass_types" USING btree ("event_id","slug");--> statement-breakpoint
CREATE INDEX "event_pass_types_waitlist_held_idx" ON "event_pass_types" USING btree ("id") WHERE "event_pass_types"."waitlist_held" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "event_question_choices_value_uq" ON "event_question_choices" USING btree ("question_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "event_question_search_values_uq" ON "event_question_search_values" USING btree ("question_id","value");--> statement-breakpoint
CREATE INDEX "event_question_sections_event_idx" ON "event_question_sections" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_questions_event_idx" ON "event_questions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_questions_section_idx" ON "event_questions" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_room_type_pass_types_uq" ON "event_room_type_pass_types" USING btree ("room_type_id","pass_type_id");--> statement-breakpoint
CREATE INDEX "event_room_types_event_idx" ON "event_room_types" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pass_responses_pass_question_uq" ON "event_pass_responses" USING btree ("pass_id","question_id");--> statement-breakpoint
CREATE INDEX "event_passes_registration_idx" ON "event_passes" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "event_passes_event_status_idx" ON "event_passes" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_passes_attendee_idx" ON "event_passes" USING btree ("attendee_account_id") WHERE "event_passes"."attendee_account_id" is not null;--> statement-breakpoint
CREATE INDEX "event_registration_packages_reg_idx" ON "event_registration_packages" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_account_uq" ON "event_registrations" USING btree ("event_id","account_id");--> statement-breakpoint
CREATE INDEX "event_registrations_account_idx" ON "event_registrations" USING btree ("organization_id","account_id","status");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "event_registrations_held_idx" ON "event_registrations" USING btree ("held_until") WHERE "event_registrations"."held_until" is not null;--> statement-breakpoint
CREATE INDEX "event_room_reservations_reg_idx" ON "event_room_reservations" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "addresses_account_idx" ON "addresses" USING btree ("organization_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_primary_uq" ON "addresses" USING btree ("account_id") WHERE "addresses"."primary";--> statement-breakpoint
CREATE INDEX "invoice_line_items_invoice_idx" ON "invoice_line_items" USING btree ("invoice_id","sort_order");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("organization_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_alternate_id_uq" ON "invoices" USING btree ("alternate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_intent_uq" ON "invoices" USING btree ("intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_integrations_type_uq" ON "payment_integrations" USING btree ("organization_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_integrations_default_uq" ON "payment_integrations" USING btree ("organization_id") WHERE "payment_integrations"."is_default";--> statement-breakpoint
CREATE INDEX "payment_intents_reference_idx" ON "payment_intents" USING btree ("organization_id","purpose","reference_id","status");--> statement-breakpoint
CREATE INDEX "payment_intents_account_idx" ON "payment_intents" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "payments_intent_idx" ON "payments" USING btree ("organization_id","intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_charge_uq" ON "payments" USING btree ("intent_id") WHERE "payments"."type" = 'charge';--> statement-breakpoint
CREATE INDEX "event_co_hosts_account_idx" ON "event_co_hosts" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_followup_questions_question_uq" ON "event_followup_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "event_followup_questions_order_idx" ON "event_followup_questions" USING btree ("followup_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_followups_event_idx" ON "event_followups" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pass_refunds_pass_uq" ON "event_pass_refunds" USING btree ("pass_id");--> statement-breakpoint
CREATE INDEX "event_pass_transfers_from_idx" ON "event_pass_transfers" USING btree ("from_registration_id","created_at");--> statement-breakpoint
CREATE INDEX "event_pass_transfers_to_idx" ON "event_pass_transfers" USING btree ("to_registration_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_session_accesses_session_pass_uq" ON "event_session_accesses" USING btree ("session_id","pass_id");--> statement-breakpoint
CREATE INDEX "event_session_accesses_account_idx" ON "event_session_accesses" USING btree ("organization_id","account_id","event_id");--> statement-breakpoint
CREATE INDEX "event_session_accesses_pass_idx" ON "event_session_accesses" USING btree ("pass_id");--> statement-breakpoint
CREATE INDEX "event_session_questions_section_idx" ON "event_session_questions" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_session_responses_access_question_uq" ON "event_session_responses" USING btree ("access_id","question_id");--> statement-breakpoint
CREATE INDEX "event_session_sections_session_idx" ON "event_session_sections" USING btree ("session_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_activation_completions_pass_uq" ON "event_activation_completions" USING btree ("activation_id","pass_id");--> statement-breakpoint
CREATE INDEX "event_activation_completions_event_account_idx" ON "event_activation_completions" USING btree ("event_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_activations_event_slug_uq" ON "event_activations" USING btree ("event_id","slug");--> statement-breakpoint
CREATE INDEX "event_activations_event_start_idx" ON "event_activations" USING btree ("event_id","start_after","id");--> statement-breakpoint
CREATE INDEX "event_announcements_event_idx" ON "event_announcements" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_entries_live_uq" ON "event_waitlist_entries" USING btree ("pass_type_id","account_id") WHERE "event_waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "event_waitlist_entries_line_idx" ON "event_waitlist_entries" USING btree ("pass_type_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "event_waitlist_entries_account_idx" ON "event_waitlist_entries" USING btree ("account_id","event_id");--> statement-breakpoint
CREATE INDEX "event_waitlist_entries_offers_idx" ON "event_waitlist_entries" USING btree ("offer_expires_at") WHERE "event_waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "channel_subscriptions_account_idx" ON "channel_subscriptions" USING btree ("account_id","created_at" DESC NULLS LAST,"channel_id");--> statement-breakpoint
CREATE INDEX "channel_subscriptions_channel_idx" ON "channel_subscriptions" USING btree ("channel_id","created_at" DESC NULLS LAST,"account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_org_slug_uq" ON "channels" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "channels_org_order_idx" ON "channels" USING btree ("organization_id","priority" DESC NULLS LAST,"name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_guests_slug_uq" ON "content_guests" USING btree ("content_id","slug");--> statement-breakpoint
CREATE INDEX "content_guests_content_idx" ON "content_guests" USING btree ("content_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_org_slug_uq" ON "contents" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "contents_org_published_idx" ON "contents" USING btree ("organization_id","published" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_channel_published_idx" ON "contents" USING btree ("channel_id","published" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_unnotified_idx" ON "contents" USING btree ("published") WHERE "contents"."notified_at" is null and "contents"."published" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "thread_members_thread_account_uq" ON "thread_members" USING btree ("thread_id","account_id");--> statement-breakpoint
CREATE INDEX "thread_members_account_idx" ON "thread_members" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_reactions_message_account_emoji_uq" ON "thread_message_reactions" USING btree ("message_id","account_id","emoji_name");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_thread_seq_uq" ON "thread_messages" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE INDEX "thread_messages_reply_idx" ON "thread_messages" USING btree ("reply_to_id","seq") WHERE "thread_messages"."reply_to_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_group_uq" ON "threads" USING btree ("group_id") WHERE "threads"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_event_uq" ON "threads" USING btree ("event_id") WHERE "threads"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "threads_org_activity_idx" ON "threads" USING btree ("organization_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_members_account_activity_idx" ON "chat_channel_members" USING btree ("organization_id","account_id","activity_at" DESC NULLS LAST,"channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_direct_uq" ON "chat_channels" USING btree ("organization_id","direct_key") WHERE "chat_channels"."direct_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_channel_seq_uq" ON "chat_messages" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE INDEX "conversation_notifications_due_idx" ON "conversation_notifications" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tiers_slug_uq" ON "account_tiers" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "search_list_values_uq" ON "search_list_values" USING btree ("search_list_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorship_levels_slug_uq" ON "sponsorship_levels" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "subscription_prices_product_idx" ON "subscription_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "subscription_products_org_idx" ON "subscription_products" USING btree ("organization_id","sort_order");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("organization_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_reference_uq" ON "subscriptions" USING btree ("provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_per_product_uq" ON "subscriptions" USING btree ("organization_id","account_id","product_id") WHERE "subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "survey_choices_question_idx" ON "survey_question_choices" USING btree ("question_id","sort_order");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","sort_order");--> statement-breakpoint
CREATE INDEX "survey_sections_survey_idx" ON "survey_sections" USING btree ("survey_id","sort_order");--> statement-breakpoint
CREATE INDEX "survey_submissions_account_idx" ON "survey_submissions" USING btree ("survey_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_submissions_one_draft_uq" ON "survey_submissions" USING btree ("survey_id","account_id") WHERE "survey_submissions"."status" = 'draft' and "survey_submissions"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_org_slug_uq" ON "surveys" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "support_ticket_notes_ticket_idx" ON "support_ticket_notes" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_org_status_idx" ON "support_tickets" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_account_idx" ON "support_tickets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_places_slug_uq" ON "booking_places" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "booking_space_availabilities_space_idx" ON "booking_space_availabilities" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "booking_space_blackouts_space_idx" ON "booking_space_blackouts" USING btree ("space_id","start");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_spaces_slug_uq" ON "booking_spaces" USING btree ("place_id","slug");--> statement-breakpoint
CREATE INDEX "booking_spaces_place_idx" ON "booking_spaces" USING btree ("organization_id","place_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("space_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_account_idx" ON "bookings" USING btree ("organization_id","account_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_alternate_id_uq" ON "bookings" USING btree ("alternate_id");