CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"address_line1" varchar(255) NOT NULL,
	"address_line2" varchar(255),
	"city" varchar(100),
	"state" varchar(100) NOT NULL,
	"zip" varchar(20),
	"country" varchar(100) DEFAULT 'United States' NOT NULL,
	"phone" varchar(20),
	"is_military" boolean DEFAULT false NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_module_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_module_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"organization" varchar(255),
	"study_module_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_areas_of_expertise" (
	"user_id" integer NOT NULL,
	"area_of_expertise_id" integer NOT NULL,
	CONSTRAINT "user_areas_of_expertise_pk" PRIMARY KEY("user_id","area_of_expertise_id")
);
--> statement-breakpoint
CREATE TABLE "user_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"section_id" varchar(100),
	"deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"author_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_work_area_categories" (
	"user_id" integer NOT NULL,
	"work_area_category_id" integer NOT NULL,
	CONSTRAINT "user_work_area_categories_pk" PRIMARY KEY("user_id","work_area_category_id")
);
--> statement-breakpoint
CREATE TABLE "user_work_areas" (
	"user_id" integer NOT NULL,
	"work_area_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_work_areas_pk" PRIMARY KEY("user_id","work_area_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"image" varchar(500),
	"action_text" varchar(100),
	"action_url" varchar(500),
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "areas_of_expertise" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_of_expertise_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "canned_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canned_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(50) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "canned_messages_category_check" CHECK ("canned_messages"."category" in ('group_ceu_approval', 'ceu_rejection', 'group_ceu_rejection', 'registration_approval', 'registration_rejection', 'certification_rejection', 'experience_approval', 'experience_rejection', 'membership_rejection'))
);
--> statement-breakpoint
CREATE TABLE "certification_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"annual_fee_cents" integer NOT NULL,
	"late_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_credits_required" integer NOT NULL,
	"ethics_credits_required" integer DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "certification_requirements_fee_check" CHECK ("certification_requirements"."annual_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certification_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"url" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"reportable" boolean DEFAULT true NOT NULL,
	"required_hours" integer DEFAULT 1000 NOT NULL,
	"experience_lookback_years" smallint DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "certifications_key_check" CHECK ("certifications"."key" in ('afc', 'afcc'))
);
--> statement-breakpoint
CREATE TABLE "course_material_pathway_types" (
	"course_material_id" integer NOT NULL,
	"pathway_type_id" integer NOT NULL,
	CONSTRAINT "course_material_pathway_types_pk" PRIMARY KEY("course_material_id","pathway_type_id")
);
--> statement-breakpoint
CREATE TABLE "course_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"shippable" boolean DEFAULT false NOT NULL,
	"access_months" smallint,
	"hc_course_id" varchar(100),
	"brightspace_course_id" varchar(100),
	"brightspace_course2_id" varchar(100),
	"brightspace_course3_id" varchar(100),
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "course_materials_price_check" CHECK ("course_materials"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"minimum_credits" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "credit_types_minimum_check" CHECK ("credit_types"."minimum_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dashboard_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(50) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text,
	"action_text" varchar(100),
	"action_url" varchar(500),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(50) NOT NULL,
	"description" varchar(300),
	"percentage" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "discounts_scope_check" CHECK ("discounts"."scope" <@ array['membership', 'event', 'registration_fee', 'course_material', 'shipping_fee', 'exam', 'practice_exam', 'training', 'renewal', 'extension', 'trainer_license', 'ceu_review', 'ceu_listing', 'donation']::text[]),
	CONSTRAINT "discounts_amount_check" CHECK ("discounts"."amount" >= 0),
	CONSTRAINT "discounts_percentage_check" CHECK (not "discounts"."percentage" or "discounts"."amount" between 1 and 100),
	CONSTRAINT "discounts_usage_check" CHECK ("discounts"."usage_limit" is null or "discounts"."usage_count" <= "discounts"."usage_limit"),
	CONSTRAINT "discounts_dates_check" CHECK ("discounts"."ends_on" is null or "discounts"."starts_on" is null or "discounts"."ends_on" >= "discounts"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "donation_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(300) NOT NULL,
	"description" text,
	"type" varchar(30) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"expiration_date" timestamp with time zone,
	"ceus" numeric(5, 2) DEFAULT 0 NOT NULL,
	"experience_hours" numeric(6, 2) DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"member_price_cents" integer DEFAULT 0 NOT NULL,
	"free_for_members" boolean DEFAULT false NOT NULL,
	"approved_for_ethics" boolean DEFAULT false NOT NULL,
	"image" varchar(500),
	"registration_url" varchar(500),
	"recording_url" varchar(500),
	"resource1_url" varchar(500),
	"resource2_url" varchar(500),
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('in_person', 'virtual', 'on_demand', 'webinar')),
	CONSTRAINT "events_price_check" CHECK ("events"."price_cents" >= 0),
	CONSTRAINT "events_member_price_check" CHECK ("events"."member_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"price_cents" integer NOT NULL,
	"retake_price_cents" integer NOT NULL,
	"member_discount_cents" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "exams_price_check" CHECK ("exams"."price_cents" >= 0),
	CONSTRAINT "exams_retake_price_check" CHECK ("exams"."retake_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"description" text,
	"url" varchar(500),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"description" text,
	"external_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "groups_kind_check" CHECK ("groups"."kind" in ('community', 'learning_platform'))
);
--> statement-breakpoint
CREATE TABLE "membership_resource_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_resource_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"url" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"product_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "membership_types_key_check" CHECK ("membership_types"."key" in ('professional', 'student', 'emeritus')),
	CONSTRAINT "membership_types_price_check" CHECK ("membership_types"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "military_installations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "military_installations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"branch" varchar(50),
	"state" varchar(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pathway_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pathway_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"key" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"deadline_months" smallint NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"requires_preapproval" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "pathway_types_key_check" CHECK ("pathway_types"."key" in ('education', 'university', 'designation', 'independent_trainer', 'military_spouse'))
);
--> statement-breakpoint
CREATE TABLE "practice_exam_survey_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_exam_survey_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practice_exam_id" integer NOT NULL,
	"survey_type" varchar(10) NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_exam_survey_questions_type_check" CHECK ("practice_exam_survey_questions"."survey_type" in ('pre', 'post'))
);
--> statement-breakpoint
CREATE TABLE "practice_exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"take_text" text,
	"take_button_text" varchar(100),
	"access_results_text" text,
	"access_results_button_text" varchar(100),
	"survey_text" text,
	"survey_button_text" varchar(100),
	"registration_flow_language" text,
	"registration_flow_checkbox_text" text,
	"purchase_popup_text" text,
	"purchase_popup_button_text" varchar(100),
	"pool_exam_stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exam_url" varchar(500),
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "practice_exams_price_check" CHECK ("practice_exams"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quickbooks_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quickbooks_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"quickbooks_id" varchar(50) NOT NULL,
	"sku" varchar(100),
	"income_account" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pathway_type_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"price_cents" integer NOT NULL,
	"free_for_members" boolean DEFAULT false NOT NULL,
	"deferred" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "registration_fees_price_check" CHECK ("registration_fees"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reporting_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reporting_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "reporting_periods_dates_check" CHECK ("reporting_periods"."ends_on" > "reporting_periods"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer,
	"name" varchar(200) NOT NULL,
	"allowed" integer NOT NULL,
	"percentage" boolean DEFAULT false NOT NULL,
	"military_spouse_only" boolean DEFAULT false NOT NULL,
	"file_upload_required" boolean DEFAULT false NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"extra_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "service_types_allowed_check" CHECK ("service_types"."allowed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"price_cents" integer NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"for_exams" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "shipping_fees_price_check" CHECK ("shipping_fees"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "study_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certification_id" integer,
	"name" varchar(200) NOT NULL,
	"description" text,
	"url" varchar(500),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"price_cents" integer NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "training_requirements_kind_check" CHECK ("training_requirements"."kind" in ('registration', 'license', 'renewal')),
	CONSTRAINT "training_requirements_price_check" CHECK ("training_requirements"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"description" text,
	"image" varchar(500),
	"price_cents" integer DEFAULT 0 NOT NULL,
	"sidebar" text,
	"member_only_copy" text,
	"description_video" varchar(500),
	"available" boolean DEFAULT true NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"product_deleted" boolean DEFAULT false NOT NULL,
	"is_independent_trainer" boolean DEFAULT false NOT NULL,
	"allows_extension" boolean DEFAULT true NOT NULL,
	"deadline_months" smallint,
	"brightspace_course_id" varchar(100),
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "trainings_price_check" CHECK ("trainings"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "universities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"program_name" varchar(200),
	"city" varchar(100),
	"state" varchar(50),
	"website" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_area_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_area_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_area_category_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'cart' NOT NULL,
	"is_requesting_call" boolean DEFAULT false NOT NULL,
	"member_for_ten_years" boolean DEFAULT false NOT NULL,
	"date_of_birth" date,
	"starts_on" date NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"decision_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_requests_status_check" CHECK ("membership_requests"."status" in ('cart', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "user_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"membership_request_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_memberships_dates_check" CHECK ("user_memberships"."ends_on" > "user_memberships"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"donation_option_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"other" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"registration_id" integer,
	"category_type" varchar(30) NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(300) NOT NULL,
	"price_cents" integer NOT NULL,
	"final_price_cents" integer NOT NULL,
	"retake_price_cents" integer,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"free_for_members" boolean DEFAULT false NOT NULL,
	"show_in_cart" boolean DEFAULT true NOT NULL,
	"discount_id" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"due_year" smallint,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transaction_id" integer,
	"payment_method" varchar(20),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_items_category_type_check" CHECK ("line_items"."category_type" in ('membership', 'event', 'registration_fee', 'course_material', 'shipping_fee', 'exam', 'practice_exam', 'training', 'renewal', 'extension', 'trainer_license', 'ceu_review', 'ceu_listing', 'donation')),
	CONSTRAINT "line_items_payment_method_check" CHECK ("line_items"."payment_method" in ('stripe', 'existing', 'admin', 'free')),
	CONSTRAINT "line_items_quantity_check" CHECK ("line_items"."quantity" >= 1),
	CONSTRAINT "line_items_price_check" CHECK ("line_items"."price_cents" >= 0),
	CONSTRAINT "line_items_final_price_check" CHECK ("line_items"."final_price_cents" >= 0),
	CONSTRAINT "line_items_paid_check" CHECK (("line_items"."transaction_id" is null) = ("line_items"."paid_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payment_method_type" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"line_item_ids" integer[] NOT NULL,
	"provider_payment_id" varchar(100),
	"transaction_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('pending', 'requires_action', 'succeeded', 'failed')),
	CONSTRAINT "payment_attempts_method_check" CHECK ("payment_attempts"."payment_method_type" in ('stripe', 'existing', 'admin', 'free'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"amount_cents" integer NOT NULL,
	"stripe_id" varchar(100),
	"notes" text,
	"discount_id" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('card', 'saved_card', 'admin_override', 'free', 'admin_entry', 'off_session')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"line_item_id" integer,
	"result" varchar(1),
	"score" smallint,
	"taken_at" timestamp with time zone,
	"retake" boolean DEFAULT false NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempts_result_check" CHECK ("exam_attempts"."result" in ('P', 'F', 'A'))
);
--> statement-breakpoint
CREATE TABLE "experience_validation_items" (
	"validation_id" integer NOT NULL,
	"experience_id" integer NOT NULL,
	CONSTRAINT "experience_validation_items_pk" PRIMARY KEY("validation_id","experience_id")
);
--> statement-breakpoint
CREATE TABLE "experience_validations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experience_validations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"supervisor_email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"hours" numeric(8, 2),
	"description" text,
	"comments" text,
	"signature" varchar(200),
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"sessions" integer,
	"attendance" integer,
	"practicum_impact" text,
	"organization" varchar(255) NOT NULL,
	"title" varchar(255),
	"hours" numeric(8, 2) NOT NULL,
	"supervisor_name" varchar(200) NOT NULL,
	"supervisor_email" varchar(254) NOT NULL,
	"supervisor_phone" varchar(30) NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"approved" boolean,
	"review_status" varchar(30),
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_hours_check" CHECK ("experiences"."hours" > 0),
	CONSTRAINT "experiences_dates_check" CHECK ("experiences"."end_date" >= "experiences"."start_date"),
	CONSTRAINT "experiences_review_status_check" CHECK ("experiences"."review_status" in ('approved', 'rejected', 'more_info_requested'))
);
--> statement-breakpoint
CREATE TABLE "extensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"registration_id" integer,
	"user_certification_id" integer,
	"program" varchar(200) NOT NULL,
	"completed_hours" numeric(8, 2) NOT NULL,
	"signature" varchar(200) NOT NULL,
	"approved" boolean,
	"extended_until" date,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extensions_subject_check" CHECK (num_nonnulls("extensions"."registration_id", "extensions"."user_certification_id") = 1),
	CONSTRAINT "extensions_hours_check" CHECK ("extensions"."completed_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_ceus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_ceus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"credits" numeric(5, 2) NOT NULL,
	"credit_type_id" integer NOT NULL,
	"program_title" varchar(300) NOT NULL,
	"sponsor" varchar(300) NOT NULL,
	"program_description" text NOT NULL,
	"program_agenda" text,
	"contact_email" varchar(254) NOT NULL,
	"completion_code" varchar(100),
	"list_program" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"attendance_cost_cents" integer,
	"registration_url" varchar(500),
	"status" varchar(30) DEFAULT 'pending' NOT NULL,
	"approved" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_ceus_status_check" CHECK ("group_ceus"."status" in ('pending', 'approved', 'rejected', 'more_info_requested')),
	CONSTRAINT "group_ceus_credits_check" CHECK ("group_ceus"."credits" > 0),
	CONSTRAINT "group_ceus_dates_check" CHECK ("group_ceus"."end_date" >= "group_ceus"."start_date"),
	CONSTRAINT "group_ceus_listing_check" CHECK (not "group_ceus"."list_program" or ("group_ceus"."attendance_cost_cents" is not null and "group_ceus"."registration_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "individual_ceus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "individual_ceus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reporting_period_id" integer NOT NULL,
	"credits" numeric(5, 2) NOT NULL,
	"credit_type_id" integer NOT NULL,
	"program_title" varchar(300) NOT NULL,
	"sponsor" varchar(300) NOT NULL,
	"program_description" text NOT NULL,
	"program_agenda" text,
	"completion_code" varchar(100),
	"completion_date" date NOT NULL,
	"preapproved_credit_id" integer,
	"status" varchar(30) DEFAULT 'pending' NOT NULL,
	"approved" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "individual_ceus_status_check" CHECK ("individual_ceus"."status" in ('pending', 'approved', 'rejected', 'more_info_requested')),
	CONSTRAINT "individual_ceus_credits_check" CHECK ("individual_ceus"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"registration_id" integer,
	"experience_id" integer,
	"group_ceu_id" integer,
	"individual_ceu_id" integer,
	"membership_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_owner_check" CHECK (num_nonnulls("media"."registration_id", "media"."experience_id", "media"."group_ceu_id", "media"."individual_ceu_id", "media"."membership_request_id") <= 1),
	CONSTRAINT "media_type_check" CHECK ("media"."type" in ('supporting_documentation', 'transcript', 'designation_documentation', 'proof_of_completion', 'agenda', 'membership_transcript', 'experience_verification', 'other'))
);
--> statement-breakpoint
CREATE TABLE "practice_exam_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_exam_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"practice_exam_id" integer NOT NULL,
	"exam_number" smallint NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"results" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_exam_attempts_number_check" CHECK ("practice_exam_attempts"."exam_number" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "practice_exam_survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_exam_survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"practice_exam_id" integer NOT NULL,
	"exam_number" smallint NOT NULL,
	"survey_type" varchar(10) NOT NULL,
	"responses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_exam_survey_responses_type_check" CHECK ("practice_exam_survey_responses"."survey_type" in ('pre', 'post')),
	CONSTRAINT "practice_exam_survey_responses_number_check" CHECK ("practice_exam_survey_responses"."exam_number" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "registration_trainer_profiles" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"trainer_education" varchar(255),
	"trainer_licenses" varchar(255),
	"trainer_bio" varchar(2500),
	"trainer_email" varchar(255),
	"trainer_phone" varchar(255),
	"trainer_website" varchar(255),
	"trainer_facebook" varchar(255),
	"trainer_instagram" varchar(255),
	"trainer_twitter" varchar(255),
	"trainer_linkedin" varchar(2500),
	"trainer_offering_learning_system" boolean,
	"trainer_program_format" text[] DEFAULT '{}'::text[] NOT NULL,
	"trainer_designated_address" varchar(255),
	"trainer_in_person_location" text[] DEFAULT '{}'::text[] NOT NULL,
	"trainer_traveling_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"trainer_audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"trainer_group_size" text[] DEFAULT '{}'::text[] NOT NULL,
	"trainer_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"trainer_language_other" varchar(255),
	"trainer_signature" varchar(200),
	"trainer_signature_date" date,
	"trainer_discount_id" integer,
	"trainer_profile_updated_at" timestamp with time zone,
	CONSTRAINT "trainer_program_format_check" CHECK ("registration_trainer_profiles"."trainer_program_format" <@ array['In-Person', 'Virtual']::text[]),
	CONSTRAINT "trainer_in_person_location_check" CHECK ("registration_trainer_profiles"."trainer_in_person_location" <@ array['Designated Location', 'Traveling']::text[]),
	CONSTRAINT "trainer_audience_check" CHECK ("registration_trainer_profiles"."trainer_audience" <@ array['Individual', 'Group']::text[]),
	CONSTRAINT "trainer_group_size_check" CHECK ("registration_trainer_profiles"."trainer_group_size" <@ array['1 - 5', '5 - 10', '10 - 20', '20+']::text[]),
	CONSTRAINT "trainer_languages_check" CHECK ("registration_trainer_profiles"."trainer_languages" <@ array['English', 'Mandarin Chinese', 'Hindi', 'Spanish', 'Standard Arabic', 'American Sign Language', 'Other']::text[])
);
--> statement-breakpoint
CREATE TABLE "registration_trainings" (
	"registration_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"brightspace_section_id" varchar(100),
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "registration_trainings_pk" PRIMARY KEY("registration_id","training_id")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certification_id" integer,
	"training_id" integer,
	"pathway_type_id" integer,
	"status" varchar(30) DEFAULT 'pre_registration' NOT NULL,
	"expiration_status" varchar(30) DEFAULT 'not_expired' NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"enrolled_on" date,
	"deadline" date,
	"graduated_on" date,
	"required_hours" integer DEFAULT 0 NOT NULL,
	"military_spouse" boolean DEFAULT false NOT NULL,
	"msp_class" integer,
	"pay_exam_fee_upfront" boolean DEFAULT true NOT NULL,
	"purchase_practice_exam" boolean DEFAULT false NOT NULL,
	"shipping_address_id" integer,
	"shipping" jsonb,
	"university_program_id" integer,
	"university_program_department" varchar(255),
	"university_program_level_of_study" varchar(30),
	"education" jsonb,
	"code_of_ethics_signature" varchar(200),
	"code_of_ethics_signature_date" date,
	"certificate_name" varchar(200),
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_subject_check" CHECK (num_nonnulls("registrations"."certification_id", "registrations"."training_id") = 1),
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pre_registration', 'registration_approval', 'module_approval', 'in_progress', 'experience_approval', 'final_approval', 'complete')),
	CONSTRAINT "registrations_expiration_status_check" CHECK ("registrations"."expiration_status" in ('not_expired', 'expired_without_extension', 'expired_with_extension', 'expired')),
	CONSTRAINT "registrations_level_of_study_check" CHECK ("registrations"."university_program_level_of_study" in ('Undergraduate', 'Graduate', 'PhD', 'Non-Degree Seeking')),
	CONSTRAINT "registrations_required_hours_check" CHECK ("registrations"."required_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_certification_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"extra_year" boolean DEFAULT false NOT NULL,
	"payment_cents" integer NOT NULL,
	"extra_payment_cents" integer DEFAULT 0 NOT NULL,
	"signature" varchar(200) NOT NULL,
	"signature_date" date NOT NULL,
	"individuals_served" integer NOT NULL,
	"pro_bono_hours" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewals_payment_check" CHECK ("renewals"."payment_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reviewer_id" integer,
	"registration_id" integer,
	"experience_id" integer,
	"extension_id" integer,
	"group_ceu_id" integer,
	"individual_ceu_id" integer,
	"membership_request_id" integer,
	"approved" boolean NOT NULL,
	"message" text,
	"status" varchar(30) NOT NULL,
	"previous_step" varchar(50),
	"new_step" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_subject_check" CHECK (num_nonnulls("reviews"."registration_id", "reviews"."experience_id", "reviews"."extension_id", "reviews"."group_ceu_id", "reviews"."individual_ceu_id", "reviews"."membership_request_id") = 1),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('approved', 'rejected', 'more_info_requested'))
);
--> statement-breakpoint
CREATE TABLE "user_certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	"registration_id" integer,
	"status" varchar(20) DEFAULT 'good_standing' NOT NULL,
	"reporting_period_id" integer,
	"accredible_url" varchar(500),
	"certified_on" date NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_certifications_status_check" CHECK ("user_certifications"."status" in ('good_standing', 'lapsed_ceus', 'lapsed_payment', 'revoked', 'renewed'))
);
--> statement-breakpoint
CREATE TABLE "user_trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"registration_id" integer,
	"accredible_url" varchar(500),
	"completed_on" date,
	"expires_on" date,
	"revoked" boolean DEFAULT false NOT NULL,
	"licenses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_trainings_licenses_check" CHECK ("user_trainings"."licenses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suffix" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ethnicity" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "website" varchar(500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "primary_address_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" varchar(300);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_method" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "text_preferences" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mentor_connect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_bio" varchar(2500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_bio" varchar(2500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "twitter_handle" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "instagram_profile" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_profile" varchar(2500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "facebook_profile" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "years_of_service" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "military_installation_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "primary_work_area_category_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "areas_of_work_other" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provide_counseling_services" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agree_demographic_search" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_virtual_counseling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_local_counseling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_group_workshops" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_military_spouse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secu_id" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_customer_id" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_method_id" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pm_type" varchar(30);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pm_last_four" varchar(4);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "brightspace_id" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_last_updated" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_update_modal_shown" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "announcement_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_module_requests" ADD CONSTRAINT "study_module_requests_study_module_id_study_modules_id_fk" FOREIGN KEY ("study_module_id") REFERENCES "public"."study_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas_of_expertise" ADD CONSTRAINT "user_areas_of_expertise_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas_of_expertise" ADD CONSTRAINT "user_areas_of_expertise_area_of_expertise_id_areas_of_expertise_id_fk" FOREIGN KEY ("area_of_expertise_id") REFERENCES "public"."areas_of_expertise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_flags" ADD CONSTRAINT "user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_flags" ADD CONSTRAINT "user_flags_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_work_area_categories" ADD CONSTRAINT "user_work_area_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_work_area_categories" ADD CONSTRAINT "user_work_area_categories_work_area_category_id_work_area_categories_id_fk" FOREIGN KEY ("work_area_category_id") REFERENCES "public"."work_area_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_work_areas" ADD CONSTRAINT "user_work_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_work_areas" ADD CONSTRAINT "user_work_areas_work_area_id_work_areas_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requirements" ADD CONSTRAINT "certification_requirements_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_requirements" ADD CONSTRAINT "certification_requirements_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_resources" ADD CONSTRAINT "certification_resources_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_material_pathway_types" ADD CONSTRAINT "course_material_pathway_types_course_material_id_course_materials_id_fk" FOREIGN KEY ("course_material_id") REFERENCES "public"."course_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_material_pathway_types" ADD CONSTRAINT "course_material_pathway_types_pathway_type_id_pathway_types_id_fk" FOREIGN KEY ("pathway_type_id") REFERENCES "public"."pathway_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_resources" ADD CONSTRAINT "membership_resources_category_id_membership_resource_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."membership_resource_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_types" ADD CONSTRAINT "pathway_types_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_survey_questions" ADD CONSTRAINT "practice_exam_survey_questions_practice_exam_id_practice_exams_id_fk" FOREIGN KEY ("practice_exam_id") REFERENCES "public"."practice_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exams" ADD CONSTRAINT "practice_exams_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exams" ADD CONSTRAINT "practice_exams_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_pathway_type_id_pathway_types_id_fk" FOREIGN KEY ("pathway_type_id") REFERENCES "public"."pathway_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_fees" ADD CONSTRAINT "shipping_fees_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_fees" ADD CONSTRAINT "shipping_fees_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_modules" ADD CONSTRAINT "study_modules_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requirements" ADD CONSTRAINT "training_requirements_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requirements" ADD CONSTRAINT "training_requirements_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_product_id_quickbooks_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."quickbooks_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_areas" ADD CONSTRAINT "work_areas_work_area_category_id_work_area_categories_id_fk" FOREIGN KEY ("work_area_category_id") REFERENCES "public"."work_area_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_membership_request_id_membership_requests_id_fk" FOREIGN KEY ("membership_request_id") REFERENCES "public"."membership_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donation_option_id_donation_options_id_fk" FOREIGN KEY ("donation_option_id") REFERENCES "public"."donation_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_validation_items" ADD CONSTRAINT "experience_validation_items_validation_id_experience_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."experience_validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_validation_items" ADD CONSTRAINT "experience_validation_items_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_validations" ADD CONSTRAINT "experience_validations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_user_certification_id_user_certifications_id_fk" FOREIGN KEY ("user_certification_id") REFERENCES "public"."user_certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_ceus" ADD CONSTRAINT "group_ceus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_ceus" ADD CONSTRAINT "group_ceus_credit_type_id_credit_types_id_fk" FOREIGN KEY ("credit_type_id") REFERENCES "public"."credit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_ceus" ADD CONSTRAINT "individual_ceus_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_ceus" ADD CONSTRAINT "individual_ceus_reporting_period_id_reporting_periods_id_fk" FOREIGN KEY ("reporting_period_id") REFERENCES "public"."reporting_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_ceus" ADD CONSTRAINT "individual_ceus_credit_type_id_credit_types_id_fk" FOREIGN KEY ("credit_type_id") REFERENCES "public"."credit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_ceus" ADD CONSTRAINT "individual_ceus_preapproved_credit_id_group_ceus_id_fk" FOREIGN KEY ("preapproved_credit_id") REFERENCES "public"."group_ceus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_group_ceu_id_group_ceus_id_fk" FOREIGN KEY ("group_ceu_id") REFERENCES "public"."group_ceus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_individual_ceu_id_individual_ceus_id_fk" FOREIGN KEY ("individual_ceu_id") REFERENCES "public"."individual_ceus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_membership_request_id_membership_requests_id_fk" FOREIGN KEY ("membership_request_id") REFERENCES "public"."membership_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_attempts" ADD CONSTRAINT "practice_exam_attempts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_attempts" ADD CONSTRAINT "practice_exam_attempts_practice_exam_id_practice_exams_id_fk" FOREIGN KEY ("practice_exam_id") REFERENCES "public"."practice_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_survey_responses" ADD CONSTRAINT "practice_exam_survey_responses_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_survey_responses" ADD CONSTRAINT "practice_exam_survey_responses_practice_exam_id_practice_exams_id_fk" FOREIGN KEY ("practice_exam_id") REFERENCES "public"."practice_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_trainer_profiles" ADD CONSTRAINT "registration_trainer_profiles_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_trainer_profiles" ADD CONSTRAINT "registration_trainer_profiles_trainer_discount_id_discounts_id_fk" FOREIGN KEY ("trainer_discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_trainings" ADD CONSTRAINT "registration_trainings_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_trainings" ADD CONSTRAINT "registration_trainings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_pathway_type_id_pathway_types_id_fk" FOREIGN KEY ("pathway_type_id") REFERENCES "public"."pathway_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_university_program_id_universities_id_fk" FOREIGN KEY ("university_program_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_user_certification_id_user_certifications_id_fk" FOREIGN KEY ("user_certification_id") REFERENCES "public"."user_certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_group_ceu_id_group_ceus_id_fk" FOREIGN KEY ("group_ceu_id") REFERENCES "public"."group_ceus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_individual_ceu_id_individual_ceus_id_fk" FOREIGN KEY ("individual_ceu_id") REFERENCES "public"."individual_ceus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_membership_request_id_membership_requests_id_fk" FOREIGN KEY ("membership_request_id") REFERENCES "public"."membership_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certifications" ADD CONSTRAINT "user_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certifications" ADD CONSTRAINT "user_certifications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certifications" ADD CONSTRAINT "user_certifications_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certifications" ADD CONSTRAINT "user_certifications_reporting_period_id_reporting_periods_id_fk" FOREIGN KEY ("reporting_period_id") REFERENCES "public"."reporting_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trainings" ADD CONSTRAINT "user_trainings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trainings" ADD CONSTRAINT "user_trainings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trainings" ADD CONSTRAINT "user_trainings_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "addresses_state_city_idx" ON "addresses" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "study_module_requests_created_idx" ON "study_module_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_areas_of_expertise_area_idx" ON "user_areas_of_expertise" USING btree ("area_of_expertise_id","user_id");--> statement-breakpoint
CREATE INDEX "user_flags_user_idx" ON "user_flags" USING btree ("user_id","active");--> statement-breakpoint
CREATE INDEX "user_groups_group_idx" ON "user_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "user_notes_user_idx" ON "user_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_published_at_idx" ON "announcements" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_of_expertise_name_key" ON "areas_of_expertise" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "canned_messages_category_title_key" ON "canned_messages" USING btree ("category","title");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_requirements_cert_from_key" ON "certification_requirements" USING btree ("certification_id","effective_from");--> statement-breakpoint
CREATE INDEX "certification_resources_cert_idx" ON "certification_resources" USING btree ("certification_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_key_key" ON "certifications" USING btree ("key");--> statement-breakpoint
CREATE INDEX "course_material_pathway_types_pathway_idx" ON "course_material_pathway_types" USING btree ("pathway_type_id");--> statement-breakpoint
CREATE INDEX "course_materials_cert_idx" ON "course_materials" USING btree ("certification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_types_name_key" ON "credit_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_cards_key_key" ON "dashboard_cards" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_lower_key" ON "discounts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "donation_options_category_key" ON "donation_options" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "events_type_date_idx" ON "events" USING btree ("type","date");--> statement-breakpoint
CREATE INDEX "events_expiration_date_idx" ON "events" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "events_name_idx" ON "events" USING btree ("name");--> statement-breakpoint
CREATE INDEX "events_ethics_date_idx" ON "events" USING btree ("approved_for_ethics","date");--> statement-breakpoint
CREATE INDEX "exams_cert_idx" ON "exams" USING btree ("certification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_name_key" ON "forum_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_kind_name_key" ON "groups" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_resource_categories_name_key" ON "membership_resource_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "membership_resources_category_idx" ON "membership_resources" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_key_key" ON "membership_types" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "military_installations_name_key" ON "military_installations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "pathway_types_cert_key_key" ON "pathway_types" USING btree ("certification_id","key");--> statement-breakpoint
CREATE INDEX "practice_exam_survey_questions_exam_idx" ON "practice_exam_survey_questions" USING btree ("practice_exam_id","survey_type","sort_order");--> statement-breakpoint
CREATE INDEX "practice_exams_cert_idx" ON "practice_exams" USING btree ("certification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_products_quickbooks_id_key" ON "quickbooks_products" USING btree ("quickbooks_id");--> statement-breakpoint
CREATE INDEX "quickbooks_products_name_idx" ON "quickbooks_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "registration_fees_pathway_idx" ON "registration_fees" USING btree ("pathway_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_periods_name_key" ON "reporting_periods" USING btree ("name");--> statement-breakpoint
CREATE INDEX "reporting_periods_starts_on_idx" ON "reporting_periods" USING btree ("starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_name_key" ON "service_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "shipping_fees_cert_idx" ON "shipping_fees" USING btree ("certification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_modules_name_key" ON "study_modules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "training_requirements_training_idx" ON "training_requirements" USING btree ("training_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "trainings_name_key" ON "trainings" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "universities_name_program_key" ON "universities" USING btree ("name","program_name");--> statement-breakpoint
CREATE INDEX "universities_state_idx" ON "universities" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "work_area_categories_name_key" ON "work_area_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "work_areas_category_name_key" ON "work_areas" USING btree ("work_area_category_id","name");--> statement-breakpoint
CREATE INDEX "work_areas_name_idx" ON "work_areas" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_user_event_key" ON "event_registrations" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "membership_requests_status_idx" ON "membership_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "membership_requests_user_idx" ON "membership_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_memberships_user_idx" ON "user_memberships" USING btree ("user_id","ends_on");--> statement-breakpoint
CREATE INDEX "user_memberships_ends_on_idx" ON "user_memberships" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "line_items_cart_idx" ON "line_items" USING btree ("user_id","id") WHERE "line_items"."transaction_id" is null and "line_items"."show_in_cart";--> statement-breakpoint
CREATE INDEX "line_items_user_idx" ON "line_items" USING btree ("user_id","category_type");--> statement-breakpoint
CREATE INDEX "line_items_transaction_idx" ON "line_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "line_items_registration_idx" ON "line_items" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "line_items_category_idx" ON "line_items" USING btree ("category_type","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_idempotency_key" ON "payment_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_attempts_user_idx" ON "payment_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_stripe_id_key" ON "transactions" USING btree ("stripe_id") WHERE "transactions"."stripe_id" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_registration_idx" ON "exam_attempts" USING btree ("registration_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_result_idx" ON "exam_attempts" USING btree ("result","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_validations_token_key" ON "experience_validations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "experience_validations_registration_idx" ON "experience_validations" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "experiences_registration_idx" ON "experiences" USING btree ("registration_id","start_date");--> statement-breakpoint
CREATE INDEX "experiences_approved_start_idx" ON "experiences" USING btree ("approved","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experiences_start_idx" ON "experiences" USING btree ("start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "extensions_approved_created_idx" ON "extensions" USING btree ("approved","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "extensions_created_idx" ON "extensions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "extensions_user_idx" ON "extensions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "extensions_registration_idx" ON "extensions" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "extensions_user_certification_idx" ON "extensions" USING btree ("user_certification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_ceus_completion_code_key" ON "group_ceus" USING btree (lower("completion_code")) WHERE "group_ceus"."completion_code" is not null;--> statement-breakpoint
CREATE INDEX "group_ceus_status_start_idx" ON "group_ceus" USING btree ("status","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_ceus_start_idx" ON "group_ceus" USING btree ("start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_ceus_user_idx" ON "group_ceus" USING btree ("user_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "individual_ceus_user_period_idx" ON "individual_ceus" USING btree ("user_id","reporting_period_id","credit_type_id");--> statement-breakpoint
CREATE INDEX "individual_ceus_status_created_idx" ON "individual_ceus" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "individual_ceus_created_idx" ON "individual_ceus" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "individual_ceus_completion_idx" ON "individual_ceus" USING btree ("completion_date");--> statement-breakpoint
CREATE INDEX "individual_ceus_preapproved_idx" ON "individual_ceus" USING btree ("preapproved_credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_registration_idx" ON "media" USING btree ("registration_id") WHERE "media"."registration_id" is not null;--> statement-breakpoint
CREATE INDEX "media_experience_idx" ON "media" USING btree ("experience_id") WHERE "media"."experience_id" is not null;--> statement-breakpoint
CREATE INDEX "media_group_ceu_idx" ON "media" USING btree ("group_ceu_id") WHERE "media"."group_ceu_id" is not null;--> statement-breakpoint
CREATE INDEX "media_individual_ceu_idx" ON "media" USING btree ("individual_ceu_id") WHERE "media"."individual_ceu_id" is not null;--> statement-breakpoint
CREATE INDEX "media_membership_request_idx" ON "media" USING btree ("membership_request_id") WHERE "media"."membership_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_exam_attempts_key" ON "practice_exam_attempts" USING btree ("registration_id","practice_exam_id","exam_number");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_exam_survey_responses_key" ON "practice_exam_survey_responses" USING btree ("registration_id","practice_exam_id","exam_number","survey_type");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_updated_idx" ON "registrations" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_status_updated_idx" ON "registrations" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_certification_updated_idx" ON "registrations" USING btree ("certification_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_military_spouse_updated_idx" ON "registrations" USING btree ("military_spouse","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_pathway_idx" ON "registrations" USING btree ("pathway_type_id");--> statement-breakpoint
CREATE INDEX "registrations_training_idx" ON "registrations" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "registrations_deadline_idx" ON "registrations" USING btree ("deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_cert_year_key" ON "renewals" USING btree ("user_certification_id","year");--> statement-breakpoint
CREATE INDEX "reviews_registration_idx" ON "reviews" USING btree ("registration_id") WHERE "reviews"."registration_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_experience_idx" ON "reviews" USING btree ("experience_id") WHERE "reviews"."experience_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_extension_idx" ON "reviews" USING btree ("extension_id") WHERE "reviews"."extension_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_group_ceu_idx" ON "reviews" USING btree ("group_ceu_id") WHERE "reviews"."group_ceu_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_individual_ceu_idx" ON "reviews" USING btree ("individual_ceu_id") WHERE "reviews"."individual_ceu_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_membership_request_idx" ON "reviews" USING btree ("membership_request_id") WHERE "reviews"."membership_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_certifications_user_cert_key" ON "user_certifications" USING btree ("user_id","certification_id");--> statement-breakpoint
CREATE INDEX "user_certifications_status_idx" ON "user_certifications" USING btree ("status","certification_id");--> statement-breakpoint
CREATE INDEX "user_trainings_user_idx" ON "user_trainings" USING btree ("user_id","training_id");--> statement-breakpoint
CREATE INDEX "user_trainings_training_idx" ON "user_trainings" USING btree ("training_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_primary_address_id_addresses_id_fk" FOREIGN KEY ("primary_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_military_installation_id_military_installations_id_fk" FOREIGN KEY ("military_installation_id") REFERENCES "public"."military_installations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_primary_work_area_category_id_work_area_categories_id_fk" FOREIGN KEY ("primary_work_area_category_id") REFERENCES "public"."work_area_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merged_into_id_users_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_last_name_pattern_idx" ON "users" USING btree (lower("last_name") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "users_first_name_pattern_idx" ON "users" USING btree (lower("first_name") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "users_email_pattern_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_directory_idx" ON "users" USING btree ("last_name","first_name","id") WHERE "users"."directory_consent" and "users"."merged_into_id" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('female', 'male', 'non-binary', 'non-answer'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contact_method_check" CHECK ("users"."contact_method" in (0, 1, 2, 3));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_years_of_service_check" CHECK ("users"."years_of_service" in ('0-2', '3-5', '6-10', '11-15', '16-20', '20+'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_text_preferences_check" CHECK ("users"."text_preferences" <@ array['renewals', 'ceus', 'events', 'membership']::text[]);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_will_text_check" CHECK (not "users"."will_text" or "users"."agree_tos");