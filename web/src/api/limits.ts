// Generated from the service's OpenAPI document by `npm run web:limits`; do not edit.
// The bounds the service checks on the fields the forms fill, and the roles from lowest to highest.

export const LIMITS = {
  taskTitle: { minLength: 1, maxLength: 200 },
  taskDescription: { maxLength: 2000 },
  moodNote: { maxLength: 500 },
  flagDescription: { minLength: 1, maxLength: 2000 },
  flagResolutionNote: { maxLength: 2000 },
  inquiryTopic: { minLength: 1, maxLength: 255 },
  inquiryMessage: { minLength: 1, maxLength: 2000 },
  chatMessage: { minLength: 1, maxLength: 2000 },
  clientName: { minLength: 1, maxLength: 200 },
  clientCadence: { minimum: 0, maximum: 50 },
  personName: { minLength: 1, maxLength: 100 },
  email: { minLength: 3, maxLength: 254 },
  password: { minLength: 8, maxLength: 128 },
  userSearch: { minLength: 1, maxLength: 100 },
  platformUserId: { minLength: 1, maxLength: 200 },
  platformTeamId: { minLength: 1, maxLength: 200 },
  organizationName: { minLength: 1, maxLength: 100 },
  reminderMinutes: { minimum: 0, maximum: 600 },
  blockerFollowUpDays: { minimum: 1, maximum: 10 },
  apiKeyName: { minLength: 1, maxLength: 100 },
} as const;

export const ROLES = ['employee', 'manager', 'admin'] as const;
