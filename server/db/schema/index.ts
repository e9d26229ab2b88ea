export * from "./auth";
export * from "./mail";
export * from "./points";
export * from "./users";
