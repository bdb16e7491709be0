/** The source name of ratings given by people on Gala (their reviews), in `RatingBasis.source` (ratings.ts). */
export const GALA_RATING_SOURCE = 'Gala'
