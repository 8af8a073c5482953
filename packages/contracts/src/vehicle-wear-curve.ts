/** Contract of its report (spec 3): filled in by its slice. */
export {};
