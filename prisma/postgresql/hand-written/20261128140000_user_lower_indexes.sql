-- Case-insensitive sign-in lookups: lower("email") = lower($1) and lower("username") = lower($1) (prisma/migrations/20261128140000_user_lower_indexes)
CREATE INDEX "User_lower_email_idx" ON "User"(lower("email"));
CREATE INDEX "User_lower_username_idx" ON "User"(lower("username"));
