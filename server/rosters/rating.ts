import { gangRating as rating } from "@/lib/rules/rating";
export const gangRating = rating;
