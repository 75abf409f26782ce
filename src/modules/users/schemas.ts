import { Type, type Static } from 'typebox';
import { DisplayName, Nullable, Role, Timestamp, Uuid } from '../../platform/http/schemas.ts';

export const Platform = Type.Union([Type.Literal('chat_a'), Type.Literal('chat_b'), Type.Literal('chat_c')]);

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const PersonName = DisplayName(100);

export const User = Type.Object({
  id: Uuid,
  email: Type.String(),
  name: Type.String(),
  role: Role,
  organizationId: Uuid,
  active: Type.Boolean(),
  createdAt: Timestamp,
}, { $id: 'User' });
export type UserView = Static<typeof User>;

export const Session = Type.Object({
  accessToken: Type.String(),
  expiresIn: Type.Integer({ description: 'seconds' }),
  user: Type.Ref('User'),
});

export const IdentityInput = Type.Object({
  platform: Platform,
  platformUserId: Type.String({ minLength: 1, maxLength: 200 }),
  platformTeamId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type IdentityInput = Static<typeof IdentityInput>;

export const LinkCodeInput = Type.Object({
  ...IdentityInput.properties,
  /** The chat account's display name as the bot sees it: the link page shows it. */
  platformUserName: Type.Optional(DisplayName(200)),
});
export type LinkCodeInput = Static<typeof LinkCodeInput>;

export const Identity = Type.Object({
  id: Uuid,
  userId: Uuid,
  platform: Type.String(),
  platformUserId: Type.String(),
  platformTeamId: Nullable(Type.String()),
  verified: Type.Boolean({ description: 'the platform vouched for it: linked with an operator\'s (unscoped) API key, by the chat_a sign-in or by a redeemed link code; false for a link made with a JWT or an organization-scoped key' }),
  createdAt: Timestamp,
});
export type IdentityView = Static<typeof Identity>;
