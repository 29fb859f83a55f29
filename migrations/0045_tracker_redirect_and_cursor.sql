ALTER TABLE `tracker_links` ADD `redirect_uri` text;--> statement-breakpoint
ALTER TABLE `tracker_links` ADD `sync_cursor` text;