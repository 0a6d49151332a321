/** Admin Settings: announcements, site, social, currencies (issue 14): contracts filled in by its builder. */
export {};
