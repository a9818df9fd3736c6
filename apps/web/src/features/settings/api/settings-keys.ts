/** The settings pages' keys. */
export const settingKeys = {
  all: ['settings'] as const,
  orderApproval: () => [...settingKeys.all, 'order-approval'] as const,
  approvalRules: () => [...settingKeys.all, 'approval-rules'] as const,
  programme: () => [...settingKeys.all, 'programme'] as const,
  roleSavedProducts: () => [...settingKeys.all, 'role-saved-products'] as const,
};
