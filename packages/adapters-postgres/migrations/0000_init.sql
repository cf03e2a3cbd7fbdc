CREATE TABLE "advert_photos" (
	"advert_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"photo_id" uuid NOT NULL,
	CONSTRAINT "advert_photos_advert_id_position_pk" PRIMARY KEY("advert_id","position")
);
--> statement-breakpoint
CREATE TABLE "advert_texts" (
	"advert_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"is_original" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_texts_advert_id_lang_pk" PRIMARY KEY("advert_id","lang")
);
--> statement-breakpoint
CREATE TABLE "advert_variants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advert_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"price_minor" bigint,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"contour" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"category_id" uuid NOT NULL,
	"condition" text,
	"original_lang" text NOT NULL,
	"price_minor" bigint,
	"currency" text NOT NULL,
	"price_from" boolean DEFAULT false NOT NULL,
	"is_negotiable" boolean DEFAULT false NOT NULL,
	"has_variants" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"discount_percent" smallint,
	"discount_until" timestamp with time zone,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"address" jsonb,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receiving_methods" text[],
	"cover_photo_key" text,
	"views" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"bumped_at" timestamp with time zone,
	"last_free_bump_at" timestamp with time zone,
	"sort_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	"archive_reason" text,
	"search_doc" "tsvector" NOT NULL,
	CONSTRAINT "adverts_status_check" CHECK ("adverts"."status" in ('active', 'archived')),
	CONSTRAINT "adverts_type_check" CHECK ("adverts"."type" in ('sell', 'buy')),
	CONSTRAINT "adverts_contour_check" CHECK ("adverts"."contour" in ('private', 'business')),
	CONSTRAINT "adverts_price_check" CHECK ("adverts"."price_minor" is null or "adverts"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_prefix" text NOT NULL,
	"fingerprint" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bumps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"description_lang" text,
	"city" text,
	"receiving_methods" text[] DEFAULT '{pickup}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"path" uuid[] NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_advert_counts" (
	"category_id" uuid NOT NULL,
	"type" text NOT NULL,
	"contour" text NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_advert_counts_category_id_type_contour_pk" PRIMARY KEY("category_id","type","contour")
);
--> statement-breakpoint
CREATE TABLE "category_titles" (
	"category_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "category_titles_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"chat_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "chat_members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advert_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_counters" (
	"user_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counters_user_id_operation_day_pk" PRIMARY KEY("user_id","operation","day")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"advert_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"contour" text NOT NULL,
	"buyer_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"contour" text DEFAULT 'private' NOT NULL,
	"type" text DEFAULT 'sell' NOT NULL,
	"title" text,
	"description" text,
	"category_id" uuid,
	"price_minor" bigint,
	"currency" text NOT NULL,
	"negotiable" boolean DEFAULT false NOT NULL,
	"condition" text,
	"address" jsonb,
	"photo_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"advert_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_user_id_advert_id_pk" PRIMARY KEY("user_id","advert_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text NOT NULL,
	"lang" text,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid,
	"seller_id" uuid NOT NULL,
	"contour" text NOT NULL,
	"author_id" uuid,
	"rating" smallint NOT NULL,
	"text" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "text_translations" (
	"source_hash" text NOT NULL,
	"target_lang" text NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "text_translations_source_hash_target_lang_pk" PRIMARY KEY("source_hash","target_lang")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"last_address" jsonb,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_plan_check" CHECK ("users"."plan" in ('free', 'basic', 'plus', 'pro'))
);
--> statement-breakpoint
ALTER TABLE "advert_photos" ADD CONSTRAINT "advert_photos_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_photos" ADD CONSTRAINT "advert_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_texts" ADD CONSTRAINT "advert_texts_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_variants" ADD CONSTRAINT "advert_variants_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bumps" ADD CONSTRAINT "bumps_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bumps" ADD CONSTRAINT "bumps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_advert_counts" ADD CONSTRAINT "category_advert_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_titles" ADD CONSTRAINT "category_titles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_counters" ADD CONSTRAINT "daily_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_photos_photo_idx" ON "advert_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advert_variants_position_key" ON "advert_variants" USING btree ("advert_id","position");--> statement-breakpoint
CREATE INDEX "adverts_newest_idx" ON "adverts" USING btree ("sort_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_price_idx" ON "adverts" USING btree ("currency","price_minor","id") WHERE "adverts"."status" = 'active' and "adverts"."price_minor" is not null;--> statement-breakpoint
CREATE INDEX "adverts_storefront_idx" ON "adverts" USING btree ("seller_id","contour","sort_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "adverts_owner_idx" ON "adverts" USING btree ("seller_id","status","sort_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_fingerprint_key" ON "api_keys" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bumps_user_idx" ON "bumps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bumps_advert_idx" ON "bumps" USING btree ("advert_id","created_at");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","contour");--> statement-breakpoint
CREATE INDEX "deals_advert_idx" ON "deals" USING btree ("advert_id");--> statement-breakpoint
CREATE INDEX "drafts_owner_idx" ON "drafts" USING btree ("owner_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorites_advert_idx" ON "favorites" USING btree ("advert_id");--> statement-breakpoint
CREATE INDEX "messages_chat_idx" ON "messages" USING btree ("chat_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "outbox"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "photos_storage_key_key" ON "photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "photos_unused_idx" ON "photos" USING btree ("created_at") WHERE "photos"."used_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_seller_idx" ON "reviews" USING btree ("seller_id","contour");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");