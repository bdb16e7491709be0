/**
 * The shapes the community pages read, from the API's contracts (type-only imports: no zod reaches the
 * page chunks). One place, so the pages name them the same way.
 */
export type { ContentPostsResponse, ExternalContentData, Post, PostBase, PostResponse, ReviewCreateInput, UserPostsResponse } from '@contracts/posts'
export type { LikeResult } from '@contracts/likes'
export type { Activity, ActivitiesResponse, Profile, ProfileResponse } from '@contracts/community'
export type { FollowersResponse, FollowingResponse, FollowStatus, FollowUser } from '@contracts/follows'
