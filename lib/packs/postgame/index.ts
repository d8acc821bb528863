export * from "./result";
export * from "./experience";
export * from "./injuries";
export * from "./advance";
export { skillDice, skillPlace } from "./random-skill";
export * from "./income";
export * from "./reminders";
export * from "./steps";
