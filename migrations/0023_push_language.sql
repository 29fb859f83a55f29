-- Issue #50 (decision 046): the language a browser subscribed to push in, so its notifications are written in it.
ALTER TABLE `push_subscriptions` ADD `locale` text DEFAULT 'en' NOT NULL;
