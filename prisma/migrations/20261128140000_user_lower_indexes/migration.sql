-- Sign-in and registration look accounts up ignoring case: WHERE lower("email") = lower(?) and
-- lower("username") = lower(?) (api/modules/auth, api/modules/account). Without these expression indexes every
-- sign-in scans the whole User table. Prisma's schema cannot express them (it ignores them when it introspects
-- or diffs), so they live here only, and in prisma/postgresql/hand-written/ for PostgreSQL.
-- The queries must use exactly these expressions (lower of the bare column, default BINARY collation).
CREATE INDEX "User_lower_email_idx" ON "User"(lower("email"));

CREATE INDEX "User_lower_username_idx" ON "User"(lower("username"));
