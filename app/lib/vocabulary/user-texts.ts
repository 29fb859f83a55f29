// What the account pages and the API say, apart from the schemas so a page can show them without
// loading zod.
export const userTexts = {
  emailTaken: "Email already in use",
  usernameTaken: "Username already in use",
  invalidCredentials: "Invalid email/username or password",
  passwordsDiffer: "Passwords do not match",
  blocked: "Your account is blocked. Contact admin.",
  currentPasswordNeeded: "Enter your current password to set a new one",
  currentPasswordWrong: "Current password is incorrect",
} as const;
