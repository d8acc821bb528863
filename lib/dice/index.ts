export * from "./source";
export * from "./dice";
