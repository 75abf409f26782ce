-- Links made with an organization-scoped API key no longer count as verified, and such keys no
-- longer tie platform teams or make link codes (decisions §2): any admin can create a scoped key
-- over HTTP, so its word is no more than the admin's.
--
-- Until 0012 added linked_by nothing recorded who made a link, so this decides from what the
-- database can prove. A verified link stays verified when the chat_a sign-in provably made it
-- (0008's rule: inserted with its passwordless user) or a link code of an unscoped key provably
-- did (a used code of that identity whose use is the link's creation time). Otherwise it becomes
-- unverified when a key scoped to its organization could have made or verified it: a key not
-- revoked before the link existed and used after it (last_used_at is written at most once a
-- minute, hence the margin). Links in organizations that never used a scoped key then stay as
-- they are; an operator-key link caught by this rule is verified again by the bot's next link, a
-- sign-in link by the person's next chat_a sign-in. Keys scoped to the organization still resolve
-- the unverified links, so its own bot keeps working.
UPDATE platform_identities AS i SET verified = false
WHERE i.verified
  AND NOT EXISTS (
    SELECT 1 FROM users AS u
    WHERE u.id = i.user_id AND u.organization_id = i.organization_id AND u.password_hash IS NULL
      AND i.platform = 'chat_a' AND i.created_at = u.created_at)
  AND NOT EXISTS (
    SELECT 1 FROM identity_link_codes AS c
    WHERE c.organization_id IS NULL AND c.used_at = i.created_at
      AND c.platform = i.platform AND c.platform_user_id = i.platform_user_id AND c.platform_team_id = i.platform_team_id)
  AND EXISTS (
    SELECT 1 FROM api_keys AS k
    WHERE k.organization_id = i.organization_id
      AND (k.revoked_at IS NULL OR k.revoked_at >= i.created_at)
      AND k.last_used_at >= i.created_at - interval '5 minutes');
--> statement-breakpoint
-- A team stays tied only when the chat_a sign-in tied it: it does so in the transaction that
-- creates the organization, with the same time. Every other tie was made by a scoped key (its
-- link, or the redemption of its link code); the operator's bot ties the team again with its
-- next verified link naming one of the organization's users.
DELETE FROM platform_teams AS t
WHERE NOT EXISTS (SELECT 1 FROM organizations AS o WHERE o.id = t.organization_id AND o.created_at = t.created_at);
--> statement-breakpoint
-- Unused link codes of scoped keys would still verify a link when redeemed.
DELETE FROM identity_link_codes WHERE organization_id IS NOT NULL AND used_at IS NULL;
