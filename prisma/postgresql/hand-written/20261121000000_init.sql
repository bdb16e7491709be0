-- Nobody follows themselves: the SQLite migration's triggers Follow_no_self_insert/update as a CHECK constraint
ALTER TABLE "Follow" ADD CONSTRAINT "Follow_not_self" CHECK ("followerId" <> "followingId");
