// Form schemas shared by the client (zodResolver) and the server actions. No server imports.
import { z } from "zod";
import { safeText } from "./text";

export const emailSchema = safeText()
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address")
  .max(254, "That email address is too long")
  .pipe(z.email("Enter a valid email address, like name@example.com"));

export const signInSchema = z.object({
  email: emailSchema,
  password: safeText().min(1, "Enter your password").max(200, "That password is too long"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: safeText().trim().min(1, "Enter a name other players will see").max(60, "Names can be at most 60 characters"),
  email: emailSchema,
  password: safeText()
    .min(8, "Use at least 8 characters")
    .max(200, "Passwords can be at most 200 characters"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
