/** Live chat: visitor and admin (issue 14): contracts filled in by its builder. */
export {};
