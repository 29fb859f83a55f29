-- Issue #50 (decision 046): which of a series' titles the viewer reads, kept on the account.
ALTER TABLE `users` ADD `title_language` text DEFAULT 'as_named' NOT NULL;