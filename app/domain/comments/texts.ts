// What the comment form says, apart from its schema so the page ships no validation library.
export const COMMENT_MAX = 500;
export const commentTexts = {
  blank: "Please enter a comment",
  tooLong: `Comment must be at most ${COMMENT_MAX} characters`,
  loginRequired: "Please login to post a comment",
  failed: "Failed to post comment. Please try again.",
} as const;
