/** The settings pages' keys. */
export const settingKeys = {
  all: ['settings'] as const,
  orderApproval: () => [...settingKeys.all, 'order-approval'] as const,
};
