-- Which existing identities are verified (decisions §2). Until now nothing recorded who made a
-- link, so a link counts as verified only when the database itself proves the chat_a sign-in
-- made it: the identity was inserted in the transaction that created its user (same organization,
-- same created_at), and that user has no password — only the sign-in makes such users. Every
-- other existing link (made by an admin's JWT, an API key, or the sign-in's e-mail match) stays
-- unverified: a bot's key that links it again, the person's next chat_a sign-in with that e-mail,
-- or a redeemed link code verifies it; keys scoped to its organization resolve it meanwhile.
UPDATE platform_identities AS i SET verified = true
FROM users AS u
WHERE u.id = i.user_id
  AND u.organization_id = i.organization_id
  AND u.password_hash IS NULL
  AND i.platform = 'chat_a'
  AND i.created_at = u.created_at;
