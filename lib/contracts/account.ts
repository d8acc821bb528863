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

/** A password being chosen: Argon2id reads all of it (bcrypt stopped at 72 bytes). */
const newPassword = safeText().min(8, "Use at least 8 characters").max(200, "Passwords can be at most 200 characters");

export const signUpSchema = z.object({
  name: safeText().trim().min(1, "Enter a name other players will see").max(60, "Names can be at most 60 characters"),
  email: emailSchema,
  password: newPassword,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: safeText().min(1, "Enter your current password").max(200, "That password is too long"),
    newPassword,
    confirmPassword: safeText().max(200, "That password is too long"),
  })
  .refine((p) => p.newPassword === p.confirmPassword, { path: ["confirmPassword"], message: "The two new passwords are not the same" })
  .refine((p) => p.newPassword !== p.currentPassword, { path: ["newPassword"], message: "Choose a password other than your current one" });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
