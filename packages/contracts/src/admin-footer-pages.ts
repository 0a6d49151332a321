/** Admin footer pages (issue 14): contracts filled in by its builder. */
export {};
