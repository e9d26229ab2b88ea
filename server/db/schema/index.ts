export * from "./auth";
export * from "./contact";
export * from "./intake";
export * from "./mail";
export * from "./newsletter";
export * from "./points";
export * from "./users";
