DROP INDEX `users_email_unique`;--> statement-breakpoint
DROP INDEX `users_username_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `account_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `users` ADD `rating_cap` text;--> statement-breakpoint
ALTER TABLE `users` ADD `pin_hash` text;--> statement-breakpoint
CREATE INDEX `users_account_idx` ON `users` (`account_id`) WHERE "users"."account_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` ("email" COLLATE NOCASE) WHERE "users"."account_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` ("username" COLLATE NOCASE) WHERE "users"."account_id" IS NULL;