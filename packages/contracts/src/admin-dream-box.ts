/** Filled in by issue 13. */
export {};
