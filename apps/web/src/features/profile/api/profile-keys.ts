/** The profile's keys (the user itself is the shared current-user query). */
export const profileKeys = {
  industries: ['industries'] as const,
};
