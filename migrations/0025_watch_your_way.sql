-- Issue #51, watch your way: each episode's kind (canon, filler, recap, mixed), and the viewer's audio preference and filler skipping on the account.
ALTER TABLE `episodes` ADD `kind` text DEFAULT 'canon' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `audio_preference` text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `skip_filler` integer DEFAULT false NOT NULL;