// Generated from the service's OpenAPI document by `npm run web:api`; do not edit.
export interface paths {
    "/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Task, mood, team and flag figures of the organization for a period
         * @description Manager or admin only (employees 403). The period is the last 7, 30 or 90 days ending now (24-hour days, UTC); the previous period is the same length right before it.
         *
         *     Tasks: created and completed are counted by createdAt and completedAt in the period (a task reopened since has no completedAt and does not count as completed).
         *
         *     Overdue: tasks whose dueDate fell in the period (so before now) and that were not completed by then — still not completed, or completed after the due date; cancelled tasks are not counted.
         *
         *     Moods: logged check-ins only (moods inferred from chat are not check-ins), as the mood stats count them; trend compares averageScore with the previous period's average by the comparison rule (up > 5 %, down < −5 %), an empty period averaging 0.
         *
         *     Team: activeUsers are members who created or changed a task, logged a mood, chatted or submitted to a morning thread in the period; totalUsers are the organization's active (not deactivated) members; topPerformers are the (at most) three members with at least one task completed in the period, most first, ties by name.
         *
         *     Flags: those raised in the period; resolved = status resolved now, pending = status active or acknowledged now.
         *
         *     Daily rhythm (decisions §10): counted over the organization's calendar days (its time zone) that ended in the period — a day belongs to the period its end falls in, so today counts once it is over, and the previous period's days are counted the same way. On each day with a morning thread, every member (joined and not deactivated by the end of the day) whom no absence covers that day is expected to check in; absent people are neither in the check-in denominator nor counted in noUpdate. noUpdate sums the people without any update on the days' end-of-day collections, again without those an absence covers that day (absences as recorded now).
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The analytics of a period compared with the previous period of the same length
         * @description Manager or admin only (employees 403). The period is the last 7, 30 or 90 days ending now (24-hour days, UTC); the previous period is the same length right before it.
         *
         *     Tasks: created and completed are counted by createdAt and completedAt in the period (a task reopened since has no completedAt and does not count as completed).
         *
         *     Overdue: tasks whose dueDate fell in the period (so before now) and that were not completed by then — still not completed, or completed after the due date; cancelled tasks are not counted.
         *
         *     Moods: logged check-ins only (moods inferred from chat are not check-ins), as the mood stats count them; trend compares averageScore with the previous period's average by the comparison rule (up > 5 %, down < −5 %), an empty period averaging 0.
         *
         *     Team: activeUsers are members who created or changed a task, logged a mood, chatted or submitted to a morning thread in the period; totalUsers are the organization's active (not deactivated) members; topPerformers are the (at most) three members with at least one task completed in the period, most first, ties by name.
         *
         *     Flags: those raised in the period; resolved = status resolved now, pending = status active or acknowledged now.
         *
         *     Daily rhythm (decisions §10): counted over the organization's calendar days (its time zone) that ended in the period — a day belongs to the period its end falls in, so today counts once it is over, and the previous period's days are counted the same way. On each day with a morning thread, every member (joined and not deactivated by the end of the day) whom no absence covers that day is expected to check in; absent people are neither in the check-in denominator nor counted in noUpdate. noUpdate sums the people without any update on the days' end-of-day collections, again without those an absence covers that day (absences as recorded now).
         *
         *     comparisons: current and previous by the definitions above; change = current − previous; changePercent = change / previous × 100 (1 decimal), or when previous is 0: 100 if current > 0, else 0; trend up when changePercent > 5, down when < −5, else stable.
         */
        get: operations["compareAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tasks created and completed and the team mood per day of the period
         * @description For the charts of the analytics page: the period of GET /analytics (the last 7, 30 or 90 days ending now) day by day.
         *
         *     Days are UTC calendar days, as the daily roll-ups are kept: days lists every UTC date the period touches, oldest first, each with the part of that day inside the period (start, end). The first and the last day are partial unless the period starts or ends at midnight UTC, so a 7d series has 8 entries most of the time — and the days add up exactly to GET /analytics' totalCreated, totalCompleted and totalResponses.
         *
         *     tasksCreated and tasksCompleted count tasks by createdAt and completedAt; moods are logged check-ins only (as the team mood statistics count them).
         *
         *     Anonymity: as GET /api/moods/stats?scope=team withholds the team average below 3 people, each day's moodAverage is withheld (null, moodWithheld true) when fewer than 3 different people logged a mood that day; withheldDays lists those dates. A day without any check-in has moodAverage null and moodWithheld false.
         *
         *     Manager or admin only (employees 403).
         */
        get: operations["getAnalyticsSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Absences, latest start first
         * @description An absence is listed when it shares a day with from..to (each optional, inclusive; to before from → 400). Employees see their own only (another's userId → 403); managers and admins everyone's in the organization, or one person's with userId.
         */
        get: operations["listAbsences"];
        put?: never;
        /**
         * Record an absence
         * @description Calendar dates of the organization (YYYY-MM-DD), both included; endDate before startDate, or more than 366 days counted inclusively → 400. reason defaults to vacation. userId defaults to the caller; another person's: managers and admins only (an employee → 403), a user of another organization → 404. An absence sharing a day with another of the same person → 409 `Absence overlaps another` (code absence_overlap). An absent person gets no reminder and no blocker follow-up, is not counted in noUpdate and is listed as absent in that day's EOD summary.
         */
        post: operations["createAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an absence
         * @description Its owner, or a manager or admin of the organization; anyone else, and another organization's absence → 404 `Absence not found`.
         */
        delete: operations["deleteAbsence"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's API keys (admin)
         * @description Keys that still work, newest first; never the key itself. Admins only (managers and employees → 403). Keys made here act only on the admin's organization: resolving platform users, chat and morning threads of other organizations answer as if they did not exist. Unscoped keys are made with the CLI (npm run cli -- api-key create) and never appear here.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key for the organization (admin)
         * @description The key (prefixed tpw_) is in this answer only; the service keeps its SHA-256. Send it as the X-API-Key header. Admins only (managers and employees → 403). Keys made here act only on the admin's organization: resolving platform users, chat and morning threads of other organizations answer as if they did not exist. Unscoped keys are made with the CLI (npm run cli -- api-key create) and never appear here.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key (admin)
         * @description The key is refused (401) from the next request on. Revoking it again answers 204; a key of another organization, or an unscoped one → 404.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: become a member with its role and sign in (public)
         * @description Creates the user with the invitation's role in its organization and answers a session, as sign-in does. Works whether or not the organization's registration is open. email: required when the invitation names none; when it names one, email may be left out or must be that address (another → 400 Validation failed on body.email). An address already registered → 409 `Email already registered`. Single use: of two acceptances at once, one succeeds and the other gets 410. Errors: unknown token → 404 `Invitation not found` (`invitation_not_found`); accepted, revoked or expired, or its maker deactivated or no longer an admin → 410 `Invitation expired or used` (`invitation_used`). Nothing is created on any error.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/chat_a/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's redirect back after authorization
         * @description Called by the provider. Never answers 5xx. An unknown, used or expired `state` → 400 `Invalid state` (there is no trusted returnUrl to go back to); a state the service holds while the sign-in is switched off (CHAT_A_* unset since it began) → 302 to `returnUrl#error=unavailable&state=…`. Otherwise 302 to `returnUrl#accessToken=…&expiresIn=604800&state=…`, or to `returnUrl#error=<code>&state=…` without a token. The fragment always carries the `state` of the sign-in: the client must accept it only when it started a sign-in with that state (GET /api/auth/chat_a/url), so that a stranger's callback link cannot sign a person into the stranger's account. Error codes: the provider's own error code (for example `access_denied`); `token_exchange_failed` (authorization response, code exchange or userinfo failed); `provider_unavailable`; `account_deactivated`; `email_required` (a new person without an e-mail claim); `email_in_use` (the e-mail belongs to an account and the provider did not verify it, so it is not linked); `signup_closed` (ALLOW_SIGNUP=false and the person would need a new organization: nothing is created). The person is the user linked to the platform identity (sub + team claim) by a verified link — an unverified link (an admin's or a scoped key's claim) is ignored and replaced; else the active user with the same verified e-mail (the identity is linked, verified); else a new user named by the `name` claim: an employee of the organization tied to the team, or the admin of a new organization tied to it (named by the team-name claim, else `Team <team id>`; only while ALLOW_SIGNUP is true). A person without a team claim gets an organization of their own, tied to no team (likewise only while sign-up is open).
         */
        get: operations["finishChatASignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/chat_a/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a chat_a sign-in: the provider's authorization address
         * @description Public. Send the person to `url`; after they authorize, the provider calls the callback, which redirects to returnUrl with a token. Keep `state` (for example in sessionStorage): the callback's fragment carries it back, and a fragment with a state the client did not start must be refused. returnUrl must be an absolute URL whose origin (scheme, host, port) equals one of WEB_ORIGINS exactly, else 400. `state` is single-use, expires after 10 minutes and carries a PKCE (S256) verifier and a nonce kept by the service; scopes `openid email profile`. 503 `chat_a sign-in is not configured` when CHAT_A_* is not set (checked before returnUrl); 503 also while the provider's discovery document cannot be fetched (tried again on the next request, then kept).
         */
        get: operations["startChatASignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation is for, before accepting it (public)
         * @description For the acceptance page: the role, the invited address (null: the person gives one), the expiry and the organization. The token is sent in the body, never in the address. Errors: unknown token → 404 `Invitation not found` (`invitation_not_found`); accepted, revoked or expired, or its maker deactivated or no longer an admin → 410 `Invitation expired or used` (`invitation_used`).
         */
        post: operations["checkInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ways to sign in and sign up that this service offers
         * @description Public. chatA: GET /api/auth/chat_a/url works (the chat_a sign-in is configured). organizationSignup: POST /api/organizations is open (ALLOW_SIGNUP). The web app shows its "Sign in with chat_a" button and its "Create an organization" link only when these are true.
         */
        get: operations["listSignInProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a valid token for a fresh one
         * @description The fresh token continues the same sign-in (claim auth_time): a refresh chain ends 30 days after the sign-in that began it, so near the end expiresIn is shorter than 604800 and afterwards every token of the chain has expired (401 Token expired; sign in again). A token from POST /api/users/resolve-platform cannot be refreshed (401). Like every request, refused for tokens issued before the user's last password change (decided exactly by the token's session generation, claim sgen: a token issued just before the change is refused even within the same second, a sign-in just after it works) and for tokens whose iat lies more than 5 seconds in the future.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join an existing organization as an employee
         * @description Open while the organization's preference registrationOpen is true (the default): anyone who knows the organization id can join as an employee. An organization that wants to choose its members sets registrationOpen to false and invites people instead. 404 Organization not found for an unknown organizationId; 403 when its registration is closed; 409 Email already registered. The name is one line (no control characters).
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Talk to the assistant
         * @description With a bearer token the user is the token's (platformUserId is only recorded). With an API key the person is found through the platform identity (platform, platformUserId, platformTeamId); platform web → 400; an unlinked identity answers 200 with intent general and how to link the account, storing nothing. Drafts made here must be confirmed with POST /api/tasks/drafts/{id}/confirm. Crisis language raises a critical wellbeing flag and is never a task. A message that finishes a task by name ("I finished the Q3 report") completes the best-matching of the person's open tasks among the 50 whose titles share the most words (or a word's first four letters) with it, newest first on a tie; nothing when none matches well. With a language model configured, it gets at most 8,000 characters of history (the newest turns) and tool results marked as untrusted data.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's reply language
         * @description mode auto: replies follow each message's detected language, and language is the organization's defaultLanguage (never the word auto); mode fixed: replies are always in language.
         */
        get: operations["getChatLanguage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Fix the reply language, or return to auto */
        patch: operations["setChatLanguage"];
        trace?: never;
    };
    "/api/chat/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 13 supported languages */
        get: operations["listChatLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Talk to the assistant on behalf of a platform user (bots)
         * @description With a bearer token the user is the token's (platformUserId is only recorded). With an API key the person is found through the platform identity (platform, platformUserId, platformTeamId); platform web → 400; an unlinked identity answers 200 with intent general and how to link the account, storing nothing. Drafts made here must be confirmed with POST /api/tasks/drafts/{id}/confirm. Crisis language raises a critical wellbeing flag and is never a task. A message that finishes a task by name ("I finished the Q3 report") completes the best-matching of the person's open tasks among the 50 whose titles share the most words (or a word's first four letters) with it, newest first on a tie; nothing when none matches well. With a language model configured, it gets at most 8,000 characters of history (the newest turns) and tool results marked as untrusted data.
         */
        post: operations["sendChatMessageForPlatformUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's clients, by name
         * @description A plain array (not paginated), without resolved writers and designers.
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create a client (manager or admin)
         * @description deployDay is a weekday name in any letter case, stored capitalised. status defaults to active; absent member lists are null. Member ids must be active users of the caller's organization (else 400 Validation failed, with the offending positions in details); duplicates are removed and the order is kept.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a client with its writers and designers resolved
         * @description writers and designers list {id, name, email} in assignment order; deactivated users are left out of them, while their ids stay in assignedWriters / assignedDesigners.
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a client (manager or admin)
         * @description Only the fields given change; null clears a member list. Status: active ↔ paused, either → offboarded; offboarded is final (another status → 409; the same status is no change). The other fields of an offboarded client stay editable. Member ids must be active users of the caller's organization (else 400 Validation failed, with the offending positions in details); duplicates are removed and the order is kept.
         */
        patch: operations["updateClient"];
        trace?: never;
    };
    "/api/clients/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a client's writers and designers (admin or manager)
         * @description Both lists are required; an empty list removes everyone. Member ids must be active users of the caller's organization (else 400 Validation failed, with the offending positions in details); duplicates are removed and the order is kept.
         */
        put: operations["replaceClientMembers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Weekly deploy schedule: active clients, Monday → Sunday, then by name
         * @description assignedWriters and assignedDesigners are null when never assigned.
         */
        get: operations["getDeploySchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eod/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the end-of-day collection now (admin)
         * @description The same process as the automatic run at eodCollectionTime. Tracked: every task of the organization open or in progress at some moment of the day; outcome by its state at collection (completed → done, cancelled → dropped, open or in progress → carryForward). Idempotent: a rerun recomputes and replaces, and posts the updated summary again. The summary goes through the outbox to progressChannelId (nothing is posted without a platform and progress channel). date defaults to the organization's today. Another organization's orgId → 404. Posts reach the platform through its bot adapter (CHAT_A_BOT_URL, CHAT_B_BOT_URL, CHAT_C_BOT_URL) via a durable outbox: POST with the JSON body {kind, organizationId, platform, channelId, text, blocks?} (a message to one person — kind direct_message, reminder or blocker_follow_up: platformUserId and platformTeamId when known in place of channelId) and the headers X-Timestamp (Unix seconds), X-Message-Id (the same on retries, for de-duplication) and X-Signature: sha256=<hex HMAC-SHA256 with BOT_SIGNING_SECRET over the string "<X-Timestamp>.<X-Message-Id>.<raw body>"> (the id is signed, so a captured delivery cannot be replayed under a new id). text is plain text with the platforms' markup escaped (&amp; &lt; &gt;, as Slack mrkdwn and Telegram HTML expect) and mass mentions (@here, @channel, @everyone, @all) broken by a zero-width space. The adapter answers 2xx {ts}. Failures are retried with exponential backoff and jitter (after the adapter's Retry-After when it sends one), then marked failed; without an adapter URL, or when the adapter answers 422 (a channel none of the organization's verified identities is a member of, a recipient who is not verified), a message is kept as undeliverable with the reason as lastError. One organization's posts are delivered in order.
         */
        post: operations["collectEndOfDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eod/summaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The end-of-day summaries of a date range (manager or admin)
         * @description The caller's organization's stored collections from from to to, both included (the organization's calendar dates). Default: the seven days ending with the organization's today; with only from, to is today; with only to, from is six days before. from after to, or a range of more than 92 days → 400. Per person figures of one day: GET /api/eod/summary/{date}. Employees → 403.
         */
        get: operations["listEndOfDaySummaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eod/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The end-of-day summary of today
         * @description The date defaults to the organization's today. Read from the stored collection of that date (the organization's calendar date); 404 `EOD summary not found` before any collection. Users: every active member plus any owner of a tracked task, by name; noUpdate is 1 for an active member who is not absent and has no morning submission and no task created, edited or moved that day; absent is true for a member an absence covers; missing names the people noUpdate counts, blockers lists the blocking lines of the day's replies. An API key (scoped keys: their organization only) or a JWT of an admin or manager of orgId; another organization → 404.
         */
        get: operations["getTodaysEndOfDaySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eod/summary/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The end-of-day summary of a date
         * @description Read from the stored collection of that date (the organization's calendar date); 404 `EOD summary not found` before any collection. Users: every active member plus any owner of a tracked task, by name; noUpdate is 1 for an active member who is not absent and has no morning submission and no task created, edited or moved that day; absent is true for a member an absence covers; missing names the people noUpdate counts, blockers lists the blocking lines of the day's replies. An API key (scoped keys: their organization only) or a JWT of an admin or manager of orgId; another organization → 404.
         */
        get: operations["getEndOfDaySummaryByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wellbeing flags
         * @description Managers and admins see the organization's flags; employees only their own (a userId filter naming someone else gives an empty page). Newest first. Flags are raised automatically (low_mood, declining_mood, crisis_language, overload; one unresolved flag per user and reason, whose severity only ever rises) or manually (reason manual).
         */
        get: operations["listFlags"];
        put?: never;
        /**
         * Raise a flag by hand
         * @description Managers and admins may raise a flag about any active member (userId); an employee only about itself (userId omitted or its own, else 403). A userId that is not an active member of the organization → 400. The flag has reason manual, source manual and raisedBy the caller; manual flags are not limited to one per user.
         */
        post: operations["raiseFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a flag
         * @description An employee asking for a flag about someone else gets 404, as for a missing one.
         */
        get: operations["getFlag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a flag (manager or admin)
         * @description active → acknowledged. Acknowledging an acknowledged flag answers it unchanged; a resolved flag → 409. An acknowledged automatic flag still counts as open: a rule of the same reason escalates it instead of raising a new one, and an escalation (higher severity) makes it active again.
         */
        post: operations["acknowledgeFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a flag (manager or admin)
         * @description active or acknowledged → resolved, with resolvedAt, resolvedBy and the optional resolutionNote (max 2000). Resolving again → 409. Once resolved, the automatic rules may raise a new flag for the same reason.
         */
        post: operations["resolveFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inquiry threads
         * @description Employees see their own threads; managers and admins all of the organization's. Newest first; optional status filter.
         */
        get: operations["listInquiries"];
        put?: never;
        /**
         * Open an inquiry thread
         * @description The caller owns the thread. flagId must name a flag of the caller's organization that the caller can see (an employee: its own flags), else 400. Threads are private to their owner and the organization's managers and admins; anyone else gets 404, as for a missing thread.
         */
        post: operations["openInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags/inquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an inquiry thread with its messages (oldest first)
         * @description Threads are private to their owner and the organization's managers and admins; anyone else gets 404, as for a missing thread.
         */
        get: operations["getInquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags/inquiries/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an inquiry thread (its owner, a manager or an admin)
         * @description open → closed; closing a closed thread → 409. Threads are private to their owner and the organization's managers and admins; anyone else gets 404, as for a missing thread.
         */
        post: operations["closeInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags/inquiries/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a message to an inquiry thread
         * @description senderType is user for the thread owner and responder for a manager or admin. A closed thread → 409. Threads are private to their owner and the organization's managers and admins; anyone else gets 404, as for a missing thread.
         */
        post: operations["addInquiryMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a link code: the platform identity becomes the caller's, verified
         * @description Answers 201 the caller's identity with `verified: true`. Unknown code → 404 `Link code not found`; used or expired → 410; a code made by a key scoped to another organization than the caller's → 403; an identity verified for another user → 409. The person proved the identity, so the link replaces an unverified link of it (in any organization). On any refusal nothing is linked and the code is not used up. It ties no platform team to the organization (only the chat_a sign-in and an operator key's link naming a user do).
         */
        post: operations["redeemLinkCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities/link-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use code with which a platform user proves their identity (the operator's bot: unscoped key)
         * @description For a platform user the bot sees but cannot resolve: send them `url` (the web app's page /link#code=<code> under PUBLIC_URL); after signing in they see which chat account the code names (platform, platformUserName when given, platformUserId) and, when they confirm, redeem it with POST /api/identities/link: the identity is linked to them, verified. The code is random, valid for 10 minutes, usable once, and stored only as a hash; it travels in the URL fragment, never in a query string. Only an operator's unscoped key makes codes: a key scoped to an organization → 403 `operator_key_required` (any admin can create such a key, and only the bot that talks to the platform user can vouch that the code reached that user).
         */
        post: operations["createLinkCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities/link-codes/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The chat account a link code names, before the person redeems it
         * @description For the web app's /link page, which names the account so that a code someone else sent is recognisable. Changes nothing; the code stays usable. The code is sent in the body, never in the address. Unknown code → 404 `Link code not found` (`link_code_not_found`); used → 410 `link_code_used`; expired → 410 `link_code_expired`; a code made for another organization → 403.
         */
        post: operations["checkLinkCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the pending invitations (admin)
         * @description Invitations not yet accepted, revoked or expired, newest first, whose maker is still an active admin (an invitation dies with its maker's admin role). Never the token.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone to the organization with a role (admin)
         * @description A single-use invitation, valid 7 days and only while its maker stays an active admin. token is in this answer only (the service keeps its SHA-256); url is the web app's acceptance page, `PUBLIC_URL/invitation#token=…` (the token travels in the fragment, so no server log records it). With email, only that address may accept; an address already registered → 409 `Email already registered`. Managers and employees → 403.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation (admin)
         * @description Its link stops working (410). Revoking a revoked or expired invitation answers 204 as well; an accepted one → 409 (deactivate the user instead); another organization's → 404.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's mood entries of the last days
         * @description Logged and inferred entries of the caller only, newest first.
         */
        get: operations["listMoods"];
        put?: never;
        /**
         * Log a mood
         * @description Stored with source logged (moods inferred in chat are stored as inferred). A blank note is stored as null. Logging runs the automatic wellbeing rules: a mood of 1 or three logged moods in a row ≤ 2 → high/low_mood; 7-day average ≤ 2.5 over ≥ 3 entries → medium/low_mood; 30-day trend declining → low/declining_mood. Each reason has at most one unresolved automatic flag, whose severity only rises.
         */
        post: operations["logMood"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moods/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mood statistics of the caller, or of the team
         * @description Logged entries only. averageMood is rounded to 2 decimals (0 with no entries). moodTrend compares the average of the newer half of the window's entries (in time order; with an odd count the middle entry is in the newer half; entries of different people logged in the same millisecond may fall in either half) with the older half: a rise of more than 0.5 is improving, a fall of more than 0.5 declining, else stable; fewer than 4 entries → stable. scope=team (managers and admins; employees → 403) aggregates everyone's entries in the organization, with participants (distinct people); when fewer than 3 people logged in the window, averageMood, moodTrend and distribution are null and insufficientData is true, so no one's mood can be singled out.
         */
        get: operations["getMoodStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/morning-threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a morning thread an adapter posted itself
         * @description One thread per organization and date (the organization's calendar date; default today): a second → 409, also when the scheduled check-in already made the day's thread. A key scoped to another organization, or an unknown orgId → 404. The service also creates the thread itself at checkInTime on work days when the organization has a platform and teamChannelId, posting the check-in text in its defaultLanguage; threadTs is then null until the adapter answers. Posts reach the platform through its bot adapter (CHAT_A_BOT_URL, CHAT_B_BOT_URL, CHAT_C_BOT_URL) via a durable outbox: POST with the JSON body {kind, organizationId, platform, channelId, text, blocks?} (a message to one person — kind direct_message, reminder or blocker_follow_up: platformUserId and platformTeamId when known in place of channelId) and the headers X-Timestamp (Unix seconds), X-Message-Id (the same on retries, for de-duplication) and X-Signature: sha256=<hex HMAC-SHA256 with BOT_SIGNING_SECRET over the string "<X-Timestamp>.<X-Message-Id>.<raw body>"> (the id is signed, so a captured delivery cannot be replayed under a new id). text is plain text with the platforms' markup escaped (&amp; &lt; &gt;, as Slack mrkdwn and Telegram HTML expect) and mass mentions (@here, @channel, @everyone, @all) broken by a zero-width space. The adapter answers 2xx {ts}. Failures are retried with exponential backoff and jitter (after the adapter's Retry-After when it sends one), then marked failed; without an adapter URL, or when the adapter answers 422 (a channel none of the organization's verified identities is a member of, a recipient who is not verified), a message is kept as undeliverable with the reason as lastError. One organization's posts are delivered in order.
         */
        post: operations["registerMorningThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/morning-threads/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingest a reply to a morning thread
         * @description Each line or bullet of rawText that reads as a task (numbered lists, bullets, "a, b and c" lists; 13 languages) becomes an open task of the user with source morning_thread. A line that reports a blocker ("blocked by …", "waiting on …", "bloqueado por…", "warte auf…", "ブロッカー：…"), and each line under a "Blockers:" heading, goes to blockers instead and makes no task; "Blockers: none" makes neither. When the person has reported a blocker on blockerFollowUpDays consecutive work days (holidays, days off and their absences do not break the run), every manager and admin with a verified identity gets one direct message (outbox kind blocker_follow_up), once per run. A resubmission by the same user replaces the earlier one and deletes the tasks it made. The platform identity must be linked to an active member of the thread's organization, else 404 (link it first with POST /api/users/{id}/identities, or send the person a link code: POST /api/identities/link-codes); an unscoped key finds verified identities only. Replies after the submission deadline are accepted. A reply that would take the person past 5000 open or in-progress tasks is refused whole (409): no task is made and the earlier submission stays.
         */
        post: operations["submitToMorningThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/morning-threads/by-date/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The morning thread of a date with its submissions (manager or admin)
         * @description The caller's organization's thread of that calendar date (the organization's date, as the check-in uses). Submissions oldest first, each with its author's name and the tasks it made. No thread that day → 404 `Morning thread not found`. Employees → 403.
         */
        get: operations["getMorningThreadByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/morning-threads/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's morning-thread replies of a date range (history)
         * @description userId defaults to the caller. Employees see their own only (another's userId → 403); managers and admins anyone's in the organization (another organization's user → 404 `User not found`). from and to are the organization's calendar dates, both included; default the 30 days up to today (with only from, to is today; with only to, from is 29 days before). from after to, or to more than 366 days after from → 400. Newest date first. Each entry carries the tasks the reply made with their outcome in that day's EOD collection (what got done), and the blocking lines.
         */
        get: operations["listSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/morning-threads/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's morning thread with its submissions, or null
         * @description "Today" is the organization's calendar date in its timezone. Answers the JSON value null when there is no thread for today.
         */
        get: operations["getTodaysMorningThread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up: create an organization and its first admin
         * @description Public. Turned off with ALLOW_SIGNUP=false (403). 409 when the slug or the e-mail is taken. Every problem of the body is listed in details at once.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the organization (admin)
         * @description preferences are merged shallowly; an unknown key or an invalid value → 400. onboardingState moves not_started → in_progress (first preferences change) → completed (platform, teamChannelId and progressChannelId all set, or set explicitly) and never back.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/api/organizations/{id}/chat-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether each chat platform is connected (admin)
         * @description Per platform code: what the bridge reports (asked at GET /healthz beside the CHAT_*_BOT_URL delivery address) and when the bridge last acted for someone of this organization. Admin of that organization; another organization's id → 404.
         */
        get: operations["getChatConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/verified-identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's verified chat identities on a platform (bot adapters)
         * @description The platform accounts that the platform or the operator's bot vouches for (decisions §2), of the organization's active members, admins and managers first. A bot posts into a channel only when one of them is a member of it, and sends direct messages only to them (decisions §8). All of them at once (one per member at most). An unscoped key may ask for any organization; a key scoped to another organization, or an unknown id → 404.
         */
        get: operations["listVerifiedIdentities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organization */
        get: operations["getCurrentOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries to the chat platform (admin)
         * @description The organization's messages to its chat platform — morning threads, EOD summaries and wellbeing alerts (direct messages) — newest first, with their state: pending (waiting for its first or next attempt), delivered, failed (the adapter refused it, or every retry failed) or undeliverable (no adapter configured for the platform, or the adapter found the destination outside the organization). Managers and employees → 403. Posts reach the platform through its bot adapter (CHAT_A_BOT_URL, CHAT_B_BOT_URL, CHAT_C_BOT_URL) via a durable outbox: POST with the JSON body {kind, organizationId, platform, channelId, text, blocks?} (a message to one person — kind direct_message, reminder or blocker_follow_up: platformUserId and platformTeamId when known in place of channelId) and the headers X-Timestamp (Unix seconds), X-Message-Id (the same on retries, for de-duplication) and X-Signature: sha256=<hex HMAC-SHA256 with BOT_SIGNING_SECRET over the string "<X-Timestamp>.<X-Message-Id>.<raw body>"> (the id is signed, so a captured delivery cannot be replayed under a new id). text is plain text with the platforms' markup escaped (&amp; &lt; &gt;, as Slack mrkdwn and Telegram HTML expect) and mass mentions (@here, @channel, @everyone, @all) broken by a zero-width space. The adapter answers 2xx {ts}. Failures are retried with exponential backoff and jitter (after the adapter's Retry-After when it sends one), then marked failed; without an adapter URL, or when the adapter answers 422 (a channel none of the organization's verified identities is a member of, a recipient who is not verified), a message is kept as undeliverable with the reason as lastError. One organization's posts are delivered in order.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-queue a failed or undeliverable message (admin)
         * @description The message becomes pending, due now, with a fresh attempt budget (attempts starts again at 0; lastError keeps the last failure until the next attempt), and the outbox worker delivers it in its organization's order. A pending or delivered message → 409; another organization's id → 404.
         */
        post: operations["retryDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks, newest first
         * @description The caller's own tasks; a manager or admin may pass userId for a member of the organization (an employee naming someone else → 403, an unknown user → 404). dueAfter is inclusive and dueBefore exclusive (dueDate >= dueAfter and < dueBefore); tasks without a due date match neither. A date alone in these filters is the start of that day in the organization's time zone, so dueAfter=2026-12-04&dueBefore=2026-12-05 lists the tasks due on the 4th there. A task is overdue when it is open or in progress and its dueDate is before now.
         */
        get: operations["listTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description Its owner, or a manager or admin of the organization; anyone else gets 404 Task not found.
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description Its owner, or a manager or admin (others: 404 Task not found). The task and its status history are removed.
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /**
         * Update a task
         * @description Its owner, or a manager or admin (others: 404 Task not found). Every status may follow every other (reopening is allowed); entering completed sets completedAt, leaving it clears it. updatedAt is refreshed. description and dueDate may be null to clear them. Reopening a completed or cancelled task when its owner already has 5000 open or in-progress tasks → 409.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/api/tasks/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's own drafts, newest first */
        get: operations["listDrafts"];
        put?: never;
        /**
         * Create a task draft (pending until its owner confirms it)
         * @description priority defaults to 3. dueDate is read in the organization's time zone: a date alone (2026-12-04) is stored as 23:59:59.999 of that day there with dueHasTime false; a local date-time (2026-12-04T15:00) or a timestamp with Z or an offset is that instant, with dueHasTime true; null or absent means none. rawInput defaults to the title.
         */
        post: operations["createDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of the caller's drafts
         * @description Drafts are private to their owner: anyone else, managers included, gets 404 Draft not found.
         */
        get: operations["getDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a pending draft
         * @description Only the owner (others: 404 Draft not found). A draft that is confirmed or rejected → 409. description and dueDate may be null to clear them.
         */
        patch: operations["updateDraft"];
        trace?: never;
    };
    "/api/tasks/drafts/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a pending draft: creates an open task
         * @description In one transaction the draft becomes confirmed (its taskId names the task) and a task with a new id and status open is created and returned (201). Another member's draft → 403; another organization's → 404 Draft not found; a draft that is not pending → 409 (so a double confirm makes one task). A person has at most 5000 open or in-progress tasks: beyond → 409 and the draft stays pending.
         */
        post: operations["confirmDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/drafts/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending draft
         * @description Answers the draft with status rejected. Another member's draft → 403; another organization's → 404 Draft not found; a draft that is not pending → 409.
         */
        post: operations["rejectDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members of the caller's organization
         * @description Newest first, deactivated members included unless active is given. search finds members whose name or e-mail contains the text, in any letter case (% and _ are plain characters); the filters combine, and total counts the matches.
         */
        get: operations["listUsers"];
        put?: never;
        /** Create a user in the caller's organization (admin) */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a member of the caller's organization */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Deactivate a user (admin)
         * @description The user can no longer sign in, their tokens are refused and resolve-platform answers null; their records are kept.
         */
        delete: operations["deactivateUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description An admin may change name and role; a user may change their own name, and password with currentPassword. The last active admin cannot be demoted (409). A password change ends every token issued before it (in whole seconds, as iat is), the caller's own included: sign in again with the new password. Names hold no control characters (line breaks included) → 400.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/users/{id}/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a user's platform identities (the user, an admin, or an API key) */
        get: operations["listIdentities"];
        put?: never;
        /**
         * Link a platform identity to a user (admin of the organization, or an API key)
         * @description With an operator's unscoped API key the bot vouches for the identity: the link is `verified: true`; it replaces an unverified link of the same identity in another organization; linking again an identity the user already has verifies it (200); it ties the platform team (platformTeamId) to the user's organization when no organization holds it yet. With an admin's JWT or a key scoped to the organization (which any admin can create) the link is an unverified claim (`verified: false`) and ties no team: unscoped keys and the chat_a sign-in do not resolve it (keys scoped to the organization do), and it gets no direct messages; a platform team tied to another organization (by the chat_a sign-in or an operator key's link) → 409 `Team belongs to another organization` (`team_of_another_organization`). An identity linked to another user (and not replaceable as above) → 409. 201 for a new link, 200 when the user already had it. To let the person prove an identity themself, use POST /api/identities/link-codes.
         */
        post: operations["linkIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/identities/{identityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink a platform identity (the user, an admin, or an API key) */
        delete: operations["unlinkIdentity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/resolve-platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a messaging-platform user to a service user (bot adapters)
         * @description Answers the user and a 15-minute token, or the JSON value null when the identity is not linked (or the user is deactivated). An unscoped key resolves verified identities only; a key scoped to an organization resolves that organization's identities, verified or not, and no other organization's (decisions §2). The token cannot be refreshed (POST /api/auth/refresh → 401).
         */
        post: operations["resolvePlatformUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database answers now and every migration is applied
         * @description Asks the database on each call. 200 {status: "ready"}; otherwise 503 with the error body {statusCode: 503, message: "Database unavailable", error: "Service Unavailable"}.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every 400 answer: {statusCode, message, error, code}; validation errors add details. */
        BadRequestError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. bad_request when nothing more specific applies.
             * @enum {string}
             */
            code: "bad_request" | "validation_failed" | "invalid_state" | "malformed_json" | "empty_body" | "malformed_url" | "forbidden_property";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 400;
        };
        /** @description Every 409 answer: {statusCode, message, error, code}. */
        ConflictError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. conflict when nothing more specific applies.
             * @enum {string}
             */
            code: "conflict" | "absence_overlap" | "email_taken" | "identity_taken" | "last_admin" | "open_task_limit" | "slug_taken" | "team_of_another_organization";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 409;
        };
        /** @description Every 403 answer: {statusCode, message, error, code}. */
        ForbiddenError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. forbidden when nothing more specific applies.
             * @enum {string}
             */
            code: "forbidden" | "absence_forbidden" | "current_password_wrong" | "history_forbidden" | "link_code_other_organization" | "operator_key_required" | "registration_closed" | "signup_closed";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 403;
        };
        /** @description Every 410 answer: {statusCode, message, error, code}. */
        GoneError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. gone when nothing more specific applies.
             * @enum {string}
             */
            code: "gone" | "invitation_used" | "link_code_expired" | "link_code_used";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 410;
        };
        /** @description Every 404 answer: {statusCode, message, error, code}. */
        NotFoundError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. not_found when nothing more specific applies.
             * @enum {string}
             */
            code: "not_found" | "route_not_found" | "absence_not_found" | "client_not_found" | "invitation_not_found" | "link_code_not_found" | "organization_not_found" | "user_not_found";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 404;
        };
        Organization: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            /** Format: uuid */
            id: string;
            name: string;
            onboardingState: "not_started" | "in_progress" | "completed";
            preferences: {
                /** @description A person who reports a blocker on this many consecutive work days (absences and holidays do not break the run) makes one direct message to each manager and admin with a verified identity (outbox kind blocker_follow_up), once per run. Default 2 */
                blockerFollowUpDays: number;
                /** @description HH:MM, 24-hour */
                checkInTime: string;
                defaultLanguage: "english" | "hinglish" | "spanish" | "french" | "german" | "portuguese" | "italian" | "dutch" | "japanese" | "korean" | "chinese" | "arabic" | "russian";
                /** @description HH:MM, 24-hour */
                eodCollectionTime: string;
                /** @description Calendar dates that are no work days: no morning thread, reminder or automatic EOD collection. At most 200 distinct dates; duplicates are removed and the dates sorted on save. Default [] */
                holidays: string[];
                platform: ("chat_a" | "chat_b" | "chat_c") | null;
                progressChannelId: string | null;
                /** @description true (default): anyone who knows the organization id may join as an employee with POST /api/auth/register; false: only people an admin adds or invites */
                registrationOpen: boolean;
                /** @description On work days, this many minutes before submissionDeadline everyone present with a verified identity on the organization's platform who has not replied to the morning thread gets one direct message (outbox kind reminder). 0 = no reminders. Default 60 */
                reminderMinutesBeforeDeadline: number;
                /** @description HH:MM, 24-hour */
                submissionDeadline: string;
                teamChannelId: string | null;
                /** @description IANA zone name */
                timezone: string;
                /** @description ISO weekdays, 1 = Monday */
                workDays: number[];
            };
            slug: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
        };
        /** @description Every 503 answer: {statusCode, message, error, code}. */
        ServiceUnavailableError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. unavailable when nothing more specific applies.
             * @enum {string}
             */
            code: "unavailable" | "database_unavailable";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 503;
        };
        Task: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            completedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            description: string | null;
            /**
             * Format: date-time
             * @description the due instant (ISO 8601 UTC); a date given alone is stored as 23:59:59.999 of that day in the organization's time zone
             */
            dueDate: string | null;
            /** @description false when the due date was given as a date alone (show the date without a time) or there is none; true when a time of day was given */
            dueHasTime: boolean;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            priority: number;
            source: "api" | "chat" | "morning_thread";
            status: "open" | "in_progress" | "completed" | "cancelled";
            title: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            updatedAt: string;
            /** Format: uuid */
            userId: string;
        };
        TaskDraft: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            description: string | null;
            /**
             * Format: date-time
             * @description the due instant (ISO 8601 UTC); a date given alone is stored as 23:59:59.999 of that day in the organization's time zone
             */
            dueDate: string | null;
            /** @description false when the due date was given as a date alone (show the date without a time) or there is none; true when a time of day was given */
            dueHasTime: boolean;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            priority: number;
            rawInput: string;
            status: "pending" | "confirmed" | "rejected";
            /** Format: uuid */
            taskId: string | null;
            title: string;
            /** Format: uuid */
            userId: string;
        };
        /** @description Every 429 answer: {statusCode, message, error, code}. */
        TooManyRequestsError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. rate_limited when nothing more specific applies.
             * @enum {string}
             */
            code: "rate_limited" | "too_many_login_failures";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 429;
        };
        /** @description Every 401 answer: {statusCode, message, error, code}. */
        UnauthorizedError: {
            /**
             * @description Stable identifier of the problem: match this, never the message. unauthorized when nothing more specific applies.
             * @enum {string}
             */
            code: "unauthorized" | "invalid_credentials" | "token_expired";
            details?: {
                /** @description The values an enum problem allows */
                allowed?: string[];
                /** @description Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email) */
                code?: string;
                /** @description The bound of a size or length problem */
                limit?: number;
                message: string;
                path: string;
            }[];
            error: string;
            message: string;
            /** @enum {number} */
            statusCode: 401;
        };
        User: {
            active: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds
             */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            organizationId: string;
            role: "employee" | "manager" | "admin";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAnalytics: {
        parameters: {
            query?: {
                /** @description The last 7, 30 or 90 days ending now; default 30d */
                timeRange?: "7d" | "30d" | "90d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        flagMetrics: {
                            /** @description Always critical, high, medium, low in that order */
                            bySeverity: {
                                count: number;
                                severity: string;
                            }[];
                            pending: number;
                            resolved: number;
                            total: number;
                        };
                        moodMetrics: {
                            /** @description Mean of the logged check-ins, 2 decimals; 0 when none */
                            averageScore: number;
                            /** @description Always scores 1 to 5 */
                            distribution: {
                                count: number;
                                score: number;
                            }[];
                            totalResponses: number;
                            trend: "up" | "down" | "stable";
                        };
                        /** @description From start (included) to end (excluded) */
                        period: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            end: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            start: string;
                        };
                        /** @description From start (included) to end (excluded) */
                        previousPeriod: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            end: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            start: string;
                        };
                        /** @description The daily rhythm over the organization's calendar days that ended in the period */
                        rhythmMetrics: {
                            /** @description person-days of members on those days that an absence covers (left out of expectedCheckIns) */
                            absentDays: number;
                            /** @description days of the period with a morning thread */
                            checkInDays: number;
                            /** @description checkIns / expectedCheckIns × 100, 1 decimal; 0 when nobody was expected */
                            checkInRate: number;
                            /** @description of expectedCheckIns, those who replied to the day's morning thread */
                            checkIns: number;
                            /** @description person-days asked to check in: on each such day, the members (every role) whom no absence covers — absent people are not in the check-in denominator */
                            expectedCheckIns: number;
                            /** @description person-days without any update (no reply, no task created or changed) on the collected end-of-day summaries of the period's days; a person an absence covers that day is never counted, also when the absence was recorded after the collection */
                            noUpdate: number;
                        };
                        taskMetrics: {
                            /** @description Mean hours from creation to completion of the tasks completed in the period, 1 decimal; 0 when none */
                            avgCompletionTime: number;
                            /** @description totalCompleted / totalCreated × 100, 1 decimal, capped at 100; 0 when none created */
                            completionRate: number;
                            /** @description Tasks due in the period that were not completed by their due date (cancelled tasks excluded) */
                            overdueCount: number;
                            totalCompleted: number;
                            totalCreated: number;
                        };
                        teamMetrics: {
                            activeUsers: number;
                            topPerformers: {
                                completedTasks: number;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            totalUsers: number;
                        };
                        timeRange: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    compareAnalytics: {
        parameters: {
            query?: {
                /** @description The last 7, 30 or 90 days ending now; default 30d */
                timeRange?: "7d" | "30d" | "90d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comparisons: {
                            activeUsers: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                            checkInRate: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                            completionRate: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                            flagsCreated: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                            moodAverage: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                            noUpdate: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                            tasksCompleted: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                            tasksCreated: {
                                /** @description current − previous */
                                change: number;
                                /** @description (current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0 */
                                changePercent: number;
                                current: number;
                                previous: number;
                                trend: "up" | "down" | "stable";
                            };
                        };
                        flagMetrics: {
                            /** @description Always critical, high, medium, low in that order */
                            bySeverity: {
                                count: number;
                                severity: string;
                            }[];
                            pending: number;
                            resolved: number;
                            total: number;
                        };
                        moodMetrics: {
                            /** @description Mean of the logged check-ins, 2 decimals; 0 when none */
                            averageScore: number;
                            /** @description Always scores 1 to 5 */
                            distribution: {
                                count: number;
                                score: number;
                            }[];
                            totalResponses: number;
                            trend: "up" | "down" | "stable";
                        };
                        /** @description From start (included) to end (excluded) */
                        period: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            end: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            start: string;
                        };
                        /** @description From start (included) to end (excluded) */
                        previousPeriod: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            end: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            start: string;
                        };
                        /** @description The daily rhythm over the organization's calendar days that ended in the period */
                        rhythmMetrics: {
                            /** @description person-days of members on those days that an absence covers (left out of expectedCheckIns) */
                            absentDays: number;
                            /** @description days of the period with a morning thread */
                            checkInDays: number;
                            /** @description checkIns / expectedCheckIns × 100, 1 decimal; 0 when nobody was expected */
                            checkInRate: number;
                            /** @description of expectedCheckIns, those who replied to the day's morning thread */
                            checkIns: number;
                            /** @description person-days asked to check in: on each such day, the members (every role) whom no absence covers — absent people are not in the check-in denominator */
                            expectedCheckIns: number;
                            /** @description person-days without any update (no reply, no task created or changed) on the collected end-of-day summaries of the period's days; a person an absence covers that day is never counted, also when the absence was recorded after the collection */
                            noUpdate: number;
                        };
                        taskMetrics: {
                            /** @description Mean hours from creation to completion of the tasks completed in the period, 1 decimal; 0 when none */
                            avgCompletionTime: number;
                            /** @description totalCompleted / totalCreated × 100, 1 decimal, capped at 100; 0 when none created */
                            completionRate: number;
                            /** @description Tasks due in the period that were not completed by their due date (cancelled tasks excluded) */
                            overdueCount: number;
                            totalCompleted: number;
                            totalCreated: number;
                        };
                        teamMetrics: {
                            activeUsers: number;
                            topPerformers: {
                                completedTasks: number;
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            totalUsers: number;
                        };
                        timeRange: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getAnalyticsSeries: {
        parameters: {
            query?: {
                /** @description The last 7, 30 or 90 days ending now; default 30d */
                timeRange?: "7d" | "30d" | "90d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, years 1970-9999
                             */
                            date: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            end: string;
                            /** @description team mood average of the day, 2 decimals */
                            moodAverage: number | null;
                            /** @description logged mood check-ins of the day */
                            moodResponses: number;
                            /** @description true when fewer than 3 people logged a mood that day: moodAverage is then null */
                            moodWithheld: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            start: string;
                            tasksCompleted: number;
                            tasksCreated: number;
                        }[];
                        /** @description people needed for a day's mood average to be shown */
                        moodMinParticipants: number;
                        /** @description From start (included) to end (excluded) */
                        period: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            end: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            start: string;
                        };
                        timeRange: string;
                        /** @description dates whose moodAverage is withheld */
                        withheldDays: string[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listAbsences: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD, years 1970-9999 */
                from?: string;
                limit?: number;
                offset?: number;
                /** @description YYYY-MM-DD, years 1970-9999 */
                to?: string;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, years 1970-9999
                             */
                            endDate: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organizationId: string;
                            /** @description One of: vacation, sick, personal, other; default vacation */
                            reason: "vacation" | "sick" | "personal" | "other";
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, years 1970-9999
                             */
                            startDate: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    createAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, years 1970-9999
                     */
                    endDate: string;
                    /** @description One of: vacation, sick, personal, other; default vacation */
                    reason?: "vacation" | "sick" | "personal" | "other";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, years 1970-9999
                     */
                    startDate: string;
                    /** Format: uuid */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        endDate: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        /** @description One of: vacation, sick, personal, other; default vacation */
                        reason: "vacation" | "sick" | "personal" | "other";
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        startDate: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    deleteAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            lastUsedAt: string | null;
                            name: string;
                            /** Format: uuid */
                            organizationId: string;
                        }[];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for (1-100 characters, no control characters), e.g. "Slack bot" */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        /** @description shown once: store it now */
                        key: string;
                        name: string;
                        /** Format: uuid */
                        organizationId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    /** @description 1-100 characters, not blank, no control characters (line breaks and tabs included) */
                    name: string;
                    password: string;
                    /** @description the token from the invitation link (#token=…) */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description seconds */
                        expiresIn: number;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Invitation expired or used (accepted, revoked, past expiresAt, or its maker is no longer an active admin) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoneError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    finishChatASignIn: {
        parameters: {
            query: {
                code?: string;
                error?: string;
                error_description?: string;
                iss?: string;
                state: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description to returnUrl with #accessToken=…&expiresIn=604800&state=…, or with #error=<code>&state=… */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    startChatASignIn: {
        parameters: {
            query: {
                /** @description where the person comes back to */
                returnUrl: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description PUBLIC_URL + /api/auth/chat_a/callback */
                        callbackUrl: string;
                        state: string;
                        /** @enum {string} */
                        type: "signin";
                        /** @description authorization address at the provider */
                        url: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    checkInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the token from the invitation link (#token=…) */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        expiresAt: string;
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        role: "employee" | "manager" | "admin";
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Invitation expired or used (accepted, revoked, past expiresAt, or its maker is no longer an active admin) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoneError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description seconds */
                        expiresIn: number;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listSignInProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chatA: boolean;
                        organizationSignup: boolean;
                    };
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description seconds */
                        expiresIn: number;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description 1-100 characters, not blank, no control characters (line breaks and tabs included) */
                    name: string;
                    /** Format: uuid */
                    organizationId: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description seconds */
                        expiresIn: number;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description recent turns, oldest first; context only, never stored */
                    history?: {
                        content: string;
                        role: "user" | "assistant";
                    }[];
                    /** @description 1-2000 characters, not only whitespace */
                    message: string;
                    platform: "web" | "chat_a" | "chat_b" | "chat_c";
                    /** @description with an API key: the team of the platform identity */
                    platformTeamId?: string;
                    platformUserId: string;
                };
            };
        };
        responses: {
            /** @description Only the fields that apply are present. taskDraft when one task was read, taskDrafts when several. When a message completes a task that several open tasks match equally, nothing is completed: tasks holds the candidates and the reply asks which one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedTask?: {
                            /** Format: uuid */
                            id: string;
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                        };
                        /**
                         * @description present when the message spoke of self-harm or crisis: the reply points to help, a critical flag was raised, and a client shows the reply with care (no task UI)
                         * @enum {boolean}
                         */
                        crisis?: true;
                        inferredMood: number | null;
                        intent: "task_create" | "task_list" | "mood" | "help" | "greeting" | "general";
                        language: "english" | "hinglish" | "spanish" | "french" | "german" | "portuguese" | "italian" | "dutch" | "japanese" | "korean" | "chinese" | "arabic" | "russian";
                        loggedMood?: {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            note: string | null;
                            value: number;
                        };
                        moodHistory?: {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            note: string | null;
                            value: number;
                        }[];
                        showMoodPrompt: boolean;
                        taskDraft?: {
                            /** @description ISO 8601 UTC instant; a day said without a time of day ("Friday") is 23:59:59.999 of that day in the organization's time zone */
                            dueDate: string | null;
                            /** @description true when a time of day was said ("at 3pm"); false for a date alone or no due date */
                            dueHasTime: boolean;
                            /** Format: uuid */
                            id: string;
                            priority: number;
                            title: string;
                        };
                        taskDrafts?: {
                            /** @description ISO 8601 UTC instant; a day said without a time of day ("Friday") is 23:59:59.999 of that day in the organization's time zone */
                            dueDate: string | null;
                            /** @description true when a time of day was said ("at 3pm"); false for a date alone or no due date */
                            dueHasTime: boolean;
                            /** Format: uuid */
                            id: string;
                            priority: number;
                            title: string;
                        }[];
                        /** @description the task list, or the candidates when several open tasks match a task named as done */
                        tasks?: {
                            createdAt: string;
                            /** @description ISO 8601 UTC instant; a day said without a time of day ("Friday") is 23:59:59.999 of that day in the organization's time zone */
                            dueDate: string | null;
                            /** @description true when a time of day was said ("at 3pm"); false for a date alone or no due date */
                            dueHasTime: boolean;
                            /** Format: uuid */
                            id: string;
                            priority: number;
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                        }[];
                        taskStats?: {
                            completedTasks: number;
                            completionRate: number;
                            openTasks: number;
                            overdueTasks: number;
                            totalTasks: number;
                        };
                        text: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getChatLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description one of the 13 codes: the fixed one, or in auto mode the organization's defaultLanguage */
                        language: string;
                        mode: "auto" | "fixed";
                    };
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    setChatLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description one of the 13 codes, or auto */
                    language: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description one of the 13 codes: the fixed one, or in auto mode the organization's defaultLanguage */
                        language: string;
                        mode: "auto" | "fixed";
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listChatLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        default: "english";
                        languages: {
                            code: "english" | "hinglish" | "spanish" | "french" | "german" | "portuguese" | "italian" | "dutch" | "japanese" | "korean" | "chinese" | "arabic" | "russian";
                            name: string;
                            nativeName: string;
                            script: string;
                        }[];
                    };
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    sendChatMessageForPlatformUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description recent turns, oldest first; context only, never stored */
                    history?: {
                        content: string;
                        role: "user" | "assistant";
                    }[];
                    /** @description 1-2000 characters, not only whitespace */
                    message: string;
                    platform: "web" | "chat_a" | "chat_b" | "chat_c";
                    /** @description with an API key: the team of the platform identity */
                    platformTeamId?: string;
                    platformUserId: string;
                };
            };
        };
        responses: {
            /** @description Only the fields that apply are present. taskDraft when one task was read, taskDrafts when several. When a message completes a task that several open tasks match equally, nothing is completed: tasks holds the candidates and the reply asks which one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedTask?: {
                            /** Format: uuid */
                            id: string;
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                        };
                        /**
                         * @description present when the message spoke of self-harm or crisis: the reply points to help, a critical flag was raised, and a client shows the reply with care (no task UI)
                         * @enum {boolean}
                         */
                        crisis?: true;
                        inferredMood: number | null;
                        intent: "task_create" | "task_list" | "mood" | "help" | "greeting" | "general";
                        language: "english" | "hinglish" | "spanish" | "french" | "german" | "portuguese" | "italian" | "dutch" | "japanese" | "korean" | "chinese" | "arabic" | "russian";
                        loggedMood?: {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            note: string | null;
                            value: number;
                        };
                        moodHistory?: {
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            note: string | null;
                            value: number;
                        }[];
                        showMoodPrompt: boolean;
                        taskDraft?: {
                            /** @description ISO 8601 UTC instant; a day said without a time of day ("Friday") is 23:59:59.999 of that day in the organization's time zone */
                            dueDate: string | null;
                            /** @description true when a time of day was said ("at 3pm"); false for a date alone or no due date */
                            dueHasTime: boolean;
                            /** Format: uuid */
                            id: string;
                            priority: number;
                            title: string;
                        };
                        taskDrafts?: {
                            /** @description ISO 8601 UTC instant; a day said without a time of day ("Friday") is 23:59:59.999 of that day in the organization's time zone */
                            dueDate: string | null;
                            /** @description true when a time of day was said ("at 3pm"); false for a date alone or no due date */
                            dueHasTime: boolean;
                            /** Format: uuid */
                            id: string;
                            priority: number;
                            title: string;
                        }[];
                        /** @description the task list, or the candidates when several open tasks match a task named as done */
                        tasks?: {
                            createdAt: string;
                            /** @description ISO 8601 UTC instant; a day said without a time of day ("Friday") is 23:59:59.999 of that day in the organization's time zone */
                            dueDate: string | null;
                            /** @description true when a time of day was said ("at 3pm"); false for a date alone or no due date */
                            dueHasTime: boolean;
                            /** Format: uuid */
                            id: string;
                            priority: number;
                            status: "open" | "in_progress" | "completed" | "cancelled";
                            title: string;
                        }[];
                        taskStats?: {
                            completedTasks: number;
                            completionRate: number;
                            openTasks: number;
                            overdueTasks: number;
                            totalTasks: number;
                        };
                        text: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                status?: "active" | "paused" | "offboarded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignedDesigners: string[] | null;
                        assignedWriters: string[] | null;
                        contentCadence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        deployDay: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        status: "active" | "paused" | "offboarded";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assignedDesigners?: string[] | null;
                    assignedWriters?: string[] | null;
                    /** @description posts per week */
                    contentCadence: number;
                    /** @description weekday name in any letter case (monday, FRIDAY); returned capitalised */
                    deployDay: string;
                    /** @description 1-200 characters, not blank, no control characters (line breaks and tabs included) */
                    name: string;
                    status?: "active" | "paused" | "offboarded";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignedDesigners: string[] | null;
                        assignedWriters: string[] | null;
                        contentCadence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        deployDay: string;
                        designers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** Format: uuid */
                        id: string;
                        name: string;
                        status: "active" | "paused" | "offboarded";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        writers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignedDesigners: string[] | null;
                        assignedWriters: string[] | null;
                        contentCadence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        deployDay: string;
                        designers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** Format: uuid */
                        id: string;
                        name: string;
                        status: "active" | "paused" | "offboarded";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        writers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assignedDesigners?: string[] | null;
                    assignedWriters?: string[] | null;
                    /** @description posts per week */
                    contentCadence?: number;
                    /** @description weekday name in any letter case (monday, FRIDAY); returned capitalised */
                    deployDay?: string;
                    /** @description 1-200 characters, not blank, no control characters (line breaks and tabs included) */
                    name?: string;
                    status?: "active" | "paused" | "offboarded";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignedDesigners: string[] | null;
                        assignedWriters: string[] | null;
                        contentCadence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        deployDay: string;
                        designers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** Format: uuid */
                        id: string;
                        name: string;
                        status: "active" | "paused" | "offboarded";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        writers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    replaceClientMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description user ids; duplicates are removed, order is kept */
                    designerIds: string[];
                    /** @description user ids; duplicates are removed, order is kept */
                    writerIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignedDesigners: string[] | null;
                        assignedWriters: string[] | null;
                        contentCadence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        deployDay: string;
                        designers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** Format: uuid */
                        id: string;
                        name: string;
                        status: "active" | "paused" | "offboarded";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        writers: {
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getDeploySchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignedDesigners: string[] | null;
                        assignedWriters: string[] | null;
                        contentCadence: number;
                        deployDay: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    collectEndOfDay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, years 1970-9999
                     */
                    date?: string;
                    /** Format: uuid */
                    orgId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active members with an absence covering the date; they are not counted in noUpdate */
                        absent: number;
                        /** @description the blocking lines of the day's morning-thread replies, by author name */
                        blockers: {
                            name: string;
                            text: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        carryForward: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        date: string;
                        done: number;
                        dropped: number;
                        /** @description active members, not absent, with no reply to the day's morning thread and no task created or changed that day: the people noUpdate counts */
                        missing: {
                            name: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        noUpdate: number;
                        /** @description done + carryForward + dropped */
                        processed: number;
                        success: boolean;
                        /** @description the summary reached the platform adapter within this request; otherwise the outbox keeps retrying */
                        summaryPosted: boolean;
                        /** @description why summaryPosted is what it is: delivered (reached the adapter now); queued (the adapter did not take it yet, the outbox retries; see GET /api/outbox); no_platform (preferences.platform is not set: nothing is posted); no_channel (preferences.progressChannelId is not set: nothing is posted); no_adapter (the platform's *_BOT_URL is not configured: the message is kept as undeliverable and can be retried with POST /api/outbox/{id}/retry once it is) */
                        summaryStatus: "delivered" | "queued" | "no_platform" | "no_channel" | "no_adapter";
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listEndOfDaySummaries: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD, years 1970-9999 */
                from?: string;
                /** @description YYYY-MM-DD, years 1970-9999 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the collected days of the range, oldest first; days never collected are absent */
                        days: {
                            /** @description active members with an absence covering the date; they are not counted in noUpdate */
                            absent: number;
                            carryForward: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            collectedAt: string;
                            /** @description done / totalTasks × 100, 1 decimal; 0 when nothing was tracked */
                            completionRate: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, years 1970-9999
                             */
                            date: string;
                            done: number;
                            dropped: number;
                            noUpdate: number;
                            /** @description the summary post has reached the adapter (also by a later retry) */
                            summaryPosted: boolean;
                            totalTasks: number;
                        }[];
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        from: string;
                        /** Format: uuid */
                        organizationId: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        to: string;
                        /** @description the days added up (a task carried forward on several days counts on each); completionRate over the sums */
                        totals: {
                            /** @description active members with an absence covering the date; they are not counted in noUpdate */
                            absent: number;
                            carryForward: number;
                            collectedDays: number;
                            /** @description done / totalTasks × 100, 1 decimal; 0 when nothing was tracked */
                            completionRate: number;
                            done: number;
                            dropped: number;
                            noUpdate: number;
                            totalTasks: number;
                        };
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getTodaysEndOfDaySummary: {
        parameters: {
            query: {
                orgId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active members with an absence covering the date; they are not counted in noUpdate */
                        absent: number;
                        /** @description the blocking lines of the day's morning-thread replies, by author name */
                        blockers: {
                            name: string;
                            text: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        carryForward: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        collectedAt: string;
                        /** @description done / totalTasks × 100, 1 decimal; 0 when nothing was tracked */
                        completionRate: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        date: string;
                        done: number;
                        dropped: number;
                        /** @description active members, not absent, with no reply to the day's morning thread and no task created or changed that day: the people noUpdate counts */
                        missing: {
                            name: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        noUpdate: number;
                        /** Format: uuid */
                        organizationId: string;
                        /** @description the summary post has reached the adapter (also by a later retry) */
                        summaryPosted: boolean;
                        totalTasks: number;
                        users: {
                            /** @description away that day (an absence covers the date); never noUpdate then */
                            absent: boolean;
                            carryForward: number;
                            done: number;
                            dropped: number;
                            name: string;
                            noUpdate: number;
                            /** Format: uuid */
                            userId: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getEndOfDaySummaryByDate: {
        parameters: {
            query: {
                orgId: string;
            };
            header?: never;
            path: {
                /** @description YYYY-MM-DD, years 1970-9999 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active members with an absence covering the date; they are not counted in noUpdate */
                        absent: number;
                        /** @description the blocking lines of the day's morning-thread replies, by author name */
                        blockers: {
                            name: string;
                            text: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        carryForward: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        collectedAt: string;
                        /** @description done / totalTasks × 100, 1 decimal; 0 when nothing was tracked */
                        completionRate: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        date: string;
                        done: number;
                        dropped: number;
                        /** @description active members, not absent, with no reply to the day's morning thread and no task created or changed that day: the people noUpdate counts */
                        missing: {
                            name: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        noUpdate: number;
                        /** Format: uuid */
                        organizationId: string;
                        /** @description the summary post has reached the adapter (also by a later retry) */
                        summaryPosted: boolean;
                        totalTasks: number;
                        users: {
                            /** @description away that day (an absence covers the date); never noUpdate then */
                            absent: boolean;
                            carryForward: number;
                            done: number;
                            dropped: number;
                            name: string;
                            noUpdate: number;
                            /** Format: uuid */
                            userId: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listFlags: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                severity?: "low" | "medium" | "high" | "critical";
                status?: "active" | "acknowledged" | "resolved";
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            acknowledgedAt: string | null;
                            /** Format: uuid */
                            acknowledgedBy: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            description: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organizationId: string;
                            /** Format: uuid */
                            raisedBy: string | null;
                            /** @enum {string} */
                            reason: "low_mood" | "declining_mood" | "crisis_language" | "overload" | "manual";
                            resolutionNote: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            resolvedAt: string | null;
                            /** Format: uuid */
                            resolvedBy: string | null;
                            /** @enum {string} */
                            severity: "low" | "medium" | "high" | "critical";
                            source: "auto" | "manual";
                            /** @enum {string} */
                            status: "active" | "acknowledged" | "resolved";
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            updatedAt: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    raiseFlag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    /** @enum {string} */
                    severity: "low" | "medium" | "high" | "critical";
                    /** Format: uuid */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        acknowledgedAt: string | null;
                        /** Format: uuid */
                        acknowledgedBy: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        description: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        /** Format: uuid */
                        raisedBy: string | null;
                        /** @enum {string} */
                        reason: "low_mood" | "declining_mood" | "crisis_language" | "overload" | "manual";
                        resolutionNote: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        resolvedAt: string | null;
                        /** Format: uuid */
                        resolvedBy: string | null;
                        /** @enum {string} */
                        severity: "low" | "medium" | "high" | "critical";
                        source: "auto" | "manual";
                        /** @enum {string} */
                        status: "active" | "acknowledged" | "resolved";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        acknowledgedAt: string | null;
                        /** Format: uuid */
                        acknowledgedBy: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        description: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        /** Format: uuid */
                        raisedBy: string | null;
                        /** @enum {string} */
                        reason: "low_mood" | "declining_mood" | "crisis_language" | "overload" | "manual";
                        resolutionNote: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        resolvedAt: string | null;
                        /** Format: uuid */
                        resolvedBy: string | null;
                        /** @enum {string} */
                        severity: "low" | "medium" | "high" | "critical";
                        source: "auto" | "manual";
                        /** @enum {string} */
                        status: "active" | "acknowledged" | "resolved";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    acknowledgeFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        acknowledgedAt: string | null;
                        /** Format: uuid */
                        acknowledgedBy: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        description: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        /** Format: uuid */
                        raisedBy: string | null;
                        /** @enum {string} */
                        reason: "low_mood" | "declining_mood" | "crisis_language" | "overload" | "manual";
                        resolutionNote: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        resolvedAt: string | null;
                        /** Format: uuid */
                        resolvedBy: string | null;
                        /** @enum {string} */
                        severity: "low" | "medium" | "high" | "critical";
                        source: "auto" | "manual";
                        /** @enum {string} */
                        status: "active" | "acknowledged" | "resolved";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    resolveFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resolutionNote?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        acknowledgedAt: string | null;
                        /** Format: uuid */
                        acknowledgedBy: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        description: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        /** Format: uuid */
                        raisedBy: string | null;
                        /** @enum {string} */
                        reason: "low_mood" | "declining_mood" | "crisis_language" | "overload" | "manual";
                        resolutionNote: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        resolvedAt: string | null;
                        /** Format: uuid */
                        resolvedBy: string | null;
                        /** @enum {string} */
                        severity: "low" | "medium" | "high" | "critical";
                        source: "auto" | "manual";
                        /** @enum {string} */
                        status: "active" | "acknowledged" | "resolved";
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        updatedAt: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listInquiries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: "open" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            closedAt: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /** Format: uuid */
                            flagId: string | null;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organizationId: string;
                            status: "open" | "closed";
                            topic: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    openInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    flagId?: string;
                    topic: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        closedAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        flagId: string | null;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        status: "open" | "closed";
                        topic: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        closedAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        flagId: string | null;
                        /** Format: uuid */
                        id: string;
                        messages: {
                            content: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            senderId: string;
                            /** @description user: the thread owner; responder: a manager or admin */
                            senderType: "user" | "responder";
                            /** Format: uuid */
                            threadId: string;
                        }[];
                        /** Format: uuid */
                        organizationId: string;
                        status: "open" | "closed";
                        topic: string;
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    closeInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        closedAt: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "closed";
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    addInquiryMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        senderId: string;
                        /** @description user: the thread owner; responder: a manager or admin */
                        senderType: "user" | "responder";
                        /** Format: uuid */
                        threadId: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    redeemLinkCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the code from the link (#code=…) */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        platform: string;
                        platformTeamId: string | null;
                        platformUserId: string;
                        /** Format: uuid */
                        userId: string;
                        /** @description the platform vouched for it: linked with an operator's (unscoped) API key, by the chat_a sign-in or by a redeemed link code; false for a link made with a JWT or an organization-scoped key */
                        verified: boolean;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The link code was already used (`link_code_used`) or has expired (`link_code_expired`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoneError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    createLinkCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform: "chat_a" | "chat_b" | "chat_c";
                    platformTeamId?: string;
                    platformUserId: string;
                    /** @description 1-200 characters, not blank, no control characters (line breaks and tabs included) */
                    platformUserName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        expiresAt: string;
                        /** @description PUBLIC_URL/link#code=<code> */
                        url: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    checkLinkCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the code from the link (#code=…) */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        expiresAt: string;
                        platform: string;
                        platformTeamId: string | null;
                        platformUserId: string;
                        /** @description the display name the bot gave, or null */
                        platformUserName: string | null;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The link code was already used (`link_code_used`) or has expired (`link_code_expired`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoneError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /** @description the only address that may accept it, or null: any address */
                            email: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            role: "employee" | "manager" | "admin";
                        }[];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    role: "employee" | "manager" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** @description the only address that may accept it, or null: any address */
                        email: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        expiresAt: string;
                        /** Format: uuid */
                        id: string;
                        role: "employee" | "manager" | "admin";
                        token: string;
                        url: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listMoods: {
        parameters: {
            query?: {
                /** @description The last N days ending now (entries created after now − N × 24 h); default 30, max 365 */
                days?: number;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            note: string | null;
                            /** @description logged by the person, or inferred from a chat message */
                            source: "logged" | "inferred";
                            value: number;
                        }[];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    logMood: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string | null;
                    value: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        note: string | null;
                        /** @description logged by the person, or inferred from a chat message */
                        source: "logged" | "inferred";
                        value: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getMoodStats: {
        parameters: {
            query?: {
                /** @description The last N days ending now (entries created after now − N × 24 h); default 30, max 365 */
                days?: number;
                scope?: "self" | "team";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        averageMood: number | null;
                        distribution: {
                            1: number;
                            2: number;
                            3: number;
                            4: number;
                            5: number;
                        } | null;
                        insufficientData?: boolean;
                        moodTrend: ("improving" | "stable" | "declining") | null;
                        participants?: number;
                        totalEntries: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    registerMorningThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channelId: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, years 1970-9999
                     */
                    date?: string;
                    /** Format: uuid */
                    orgId: string;
                    threadTs: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channelId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        date: string;
                        /** @description the organization's local time is past submissionDeadline on date */
                        deadlinePassed: boolean;
                        eodCollected: boolean;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        submissions: {
                            /** @description the blocking lines of rawText ("blocked by …", "waiting on …", "Blockers:" and the lines under it; 13 languages), list markers removed; they made no task */
                            blockers: string[];
                            /** Format: uuid */
                            id: string;
                            messageTs: string;
                            /** @description true when at least one task came out of rawText */
                            parsed: boolean;
                            rawText: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            submittedAt: string;
                            /** @description the open tasks (source morning_thread) this submission made */
                            taskIds: string[];
                            /** Format: uuid */
                            userId: string;
                            /** @description the author's name */
                            userName: string;
                        }[];
                        /** @description null until the adapter answered the scheduled check-in post */
                        threadTs: string | null;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    submitToMorningThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageTs: string;
                    platform: "chat_a" | "chat_b" | "chat_c";
                    platformTeamId?: string;
                    platformUserId: string;
                    rawText: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the blocking lines of rawText ("blocked by …", "waiting on …", "Blockers:" and the lines under it; 13 languages), list markers removed; they made no task */
                        blockers: string[];
                        /** Format: uuid */
                        id: string;
                        messageTs: string;
                        /** @description true when at least one task came out of rawText */
                        parsed: boolean;
                        rawText: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        submittedAt: string;
                        /** @description the open tasks (source morning_thread) this submission made */
                        taskIds: string[];
                        /** Format: uuid */
                        userId: string;
                        /** @description the author's name */
                        userName: string;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getMorningThreadByDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description YYYY-MM-DD, years 1970-9999 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channelId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        date: string;
                        /** @description the organization's local time is past submissionDeadline on date */
                        deadlinePassed: boolean;
                        eodCollected: boolean;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        submissions: {
                            /** @description the blocking lines of rawText ("blocked by …", "waiting on …", "Blockers:" and the lines under it; 13 languages), list markers removed; they made no task */
                            blockers: string[];
                            /** Format: uuid */
                            id: string;
                            messageTs: string;
                            /** @description true when at least one task came out of rawText */
                            parsed: boolean;
                            rawText: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            submittedAt: string;
                            /** @description the open tasks (source morning_thread) this submission made */
                            taskIds: string[];
                            /** Format: uuid */
                            userId: string;
                            /** @description the author's name */
                            userName: string;
                        }[];
                        /** @description null until the adapter answered the scheduled check-in post */
                        threadTs: string | null;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listSubmissions: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD, years 1970-9999 */
                from?: string;
                limit?: number;
                offset?: number;
                /** @description YYYY-MM-DD, years 1970-9999 */
                to?: string;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blockers: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, years 1970-9999
                             */
                            date: string;
                            /** Format: uuid */
                            id: string;
                            parsed: boolean;
                            rawText: string;
                            taskIds: string[];
                            /** @description the tasks of taskIds that still exist, in that order, with what became of them that day */
                            tasks: {
                                /** Format: uuid */
                                id: string;
                                /** @description the task's outcome in the EOD collection of date; null when that day was not collected */
                                outcome: ("done" | "carryForward" | "dropped") | null;
                                title: string;
                            }[];
                            /** Format: uuid */
                            threadId: string;
                            /** Format: uuid */
                            userId: string;
                        }[];
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        from: string;
                        limit: number;
                        offset: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        to: string;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getTodaysMorningThread: {
        parameters: {
            query: {
                orgId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channelId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, years 1970-9999
                         */
                        date: string;
                        /** @description the organization's local time is past submissionDeadline on date */
                        deadlinePassed: boolean;
                        eodCollected: boolean;
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        organizationId: string;
                        submissions: {
                            /** @description the blocking lines of rawText ("blocked by …", "waiting on …", "Blockers:" and the lines under it; 13 languages), list markers removed; they made no task */
                            blockers: string[];
                            /** Format: uuid */
                            id: string;
                            messageTs: string;
                            /** @description true when at least one task came out of rawText */
                            parsed: boolean;
                            rawText: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            submittedAt: string;
                            /** @description the open tasks (source morning_thread) this submission made */
                            taskIds: string[];
                            /** Format: uuid */
                            userId: string;
                            /** @description the author's name */
                            userName: string;
                        }[];
                        /** @description null until the adapter answered the scheduled check-in post */
                        threadTs: string | null;
                    } | null;
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    admin: {
                        /** Format: email */
                        email: string;
                        /** @description 1-100 characters, not blank, no control characters (line breaks and tabs included) */
                        name: string;
                        password: string;
                    };
                    /** @description 1-100 characters, not blank, no control characters (line breaks and tabs included) */
                    name: string;
                    slug?: string;
                    /**
                     * Format: iana-time-zone
                     * @description IANA zone name such as Europe/Berlin; default UTC
                     */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        expiresIn: number;
                        organization: components["schemas"]["Organization"];
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-100 characters, not blank, no control characters (line breaks and tabs included) */
                    name?: string;
                    /** @enum {string} */
                    onboardingState?: "completed";
                    /** @description Any of: timezone, checkInTime, submissionDeadline, eodCollectionTime, workDays, platform, teamChannelId, progressChannelId, defaultLanguage, registrationOpen, holidays (at most 200 dates YYYY-MM-DD), reminderMinutesBeforeDeadline (0-600), blockerFollowUpDays (1-10) */
                    preferences?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getChatConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        platforms: {
                            /** @description not_configured: the service has no delivery address for this platform (CHAT_A_BOT_URL …); unreachable: the bridge beside that address did not answer GET /healthz within 2 s; not_on_bridge: it answered but plays no platform as this code; reachable: it does */
                            bridge: "not_configured" | "unreachable" | "not_on_bridge" | "reachable";
                            /** @description The last event the bridge received on this platform, for any organization */
                            bridgeLastEventAt: string | null;
                            /** @description The chat product the bridge plays this code with: slack, telegram or mattermost */
                            bridgePlatform: string | null;
                            /** @description The bridge holds a working connection to the platform */
                            connected: boolean;
                            /** @description The bridge's last error on this platform, cut to 300 characters */
                            lastError: string | null;
                            /**
                             * Format: date-time
                             * @description When the bridge last acted for one of this organization's people on this platform (a message, a button, a link code they asked for); null until the first event: the getting-started checklist's "Connect your chat platform" step is done once it is set on the organization's platform
                             */
                            lastEventAt: string | null;
                            /** @description How the bridge receives events: socket, events, polling, webhook or websocket */
                            mode: string | null;
                            platform: "chat_a" | "chat_b" | "chat_c";
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listVerifiedIdentities: {
        parameters: {
            query: {
                platform: "chat_a" | "chat_b" | "chat_c";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description the platform team (Slack workspace); null when the identity has none */
                            platformTeamId: string | null;
                            platformUserId: string;
                        }[];
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getCurrentOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: "pending" | "delivered" | "failed" | "undeliverable";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description delivery attempts since the message was written or last re-queued */
                            attempts: number;
                            /** @description the channel of a post; null for a direct message */
                            channelId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC with milliseconds
                             */
                            deliveredAt: string | null;
                            /** Format: uuid */
                            id: string;
                            kind: "morning_thread" | "eod_summary" | "direct_message" | "reminder" | "blocker_follow_up";
                            /** @description why the last attempt failed (the adapter's status and the start of its answer, its reason for refusing an undeliverable message, a timeout, a missing *_BOT_URL) */
                            lastError: string | null;
                            /**
                             * Format: date-time
                             * @description when a pending message is tried next; null once it reached an end state
                             */
                            nextAttemptAt: string | null;
                            platform: ("chat_a" | "chat_b" | "chat_c") | null;
                            /** @description the recipient of a direct message (wellbeing alerts); null for a channel post */
                            platformUserId: string | null;
                            status: "pending" | "delivered" | "failed" | "undeliverable";
                        }[];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    retryDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What goes out to a chat platform. The text itself is not shown: alerts name people. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description delivery attempts since the message was written or last re-queued */
                        attempts: number;
                        /** @description the channel of a post; null for a direct message */
                        channelId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        deliveredAt: string | null;
                        /** Format: uuid */
                        id: string;
                        kind: "morning_thread" | "eod_summary" | "direct_message" | "reminder" | "blocker_follow_up";
                        /** @description why the last attempt failed (the adapter's status and the start of its answer, its reason for refusing an undeliverable message, a timeout, a missing *_BOT_URL) */
                        lastError: string | null;
                        /**
                         * Format: date-time
                         * @description when a pending message is tried next; null once it reached an end state
                         */
                        nextAttemptAt: string | null;
                        platform: ("chat_a" | "chat_b" | "chat_c") | null;
                        /** @description the recipient of a direct message (wellbeing alerts); null for a channel post */
                        platformUserId: string | null;
                        status: "pending" | "delivered" | "failed" | "undeliverable";
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description ISO 8601, read in the organization's time zone (preferences.timezone): a date alone (2026-12-04) is the end of that day there, 23:59:59.999 local, and gives dueHasTime false; a local date-time without offset (2026-12-04T15:00) is that wall-clock time there (a time skipped by a daylight-saving change moves forward by the gap); a timestamp with Z or an offset is that instant. Both give dueHasTime true. Years 1970-9999. */
                dueAfter?: string;
                /** @description ISO 8601, read in the organization's time zone (preferences.timezone): a date alone (2026-12-04) is the end of that day there, 23:59:59.999 local, and gives dueHasTime false; a local date-time without offset (2026-12-04T15:00) is that wall-clock time there (a time skipped by a daylight-saving change moves forward by the gap); a timestamp with Z or an offset is that instant. Both give dueHasTime true. Years 1970-9999. */
                dueBefore?: string;
                limit?: number;
                offset?: number;
                /** @description 1 (highest) to 5 (lowest) */
                priority?: number;
                status?: "open" | "in_progress" | "completed" | "cancelled";
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Task"][];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** @description ISO 8601, read in the organization's time zone (preferences.timezone): a date alone (2026-12-04) is the end of that day there, 23:59:59.999 local, and gives dueHasTime false; a local date-time without offset (2026-12-04T15:00) is that wall-clock time there (a time skipped by a daylight-saving change moves forward by the gap); a timestamp with Z or an offset is that instant. Both give dueHasTime true. Years 1970-9999. */
                    dueDate?: string | null;
                    /** @description 1 (highest) to 5 (lowest) */
                    priority?: number;
                    status?: "open" | "in_progress" | "completed" | "cancelled";
                    /** @description 1-200 characters, not blank */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listDrafts: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: "pending" | "confirmed" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaskDraft"][];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    createDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** @description ISO 8601, read in the organization's time zone (preferences.timezone): a date alone (2026-12-04) is the end of that day there, 23:59:59.999 local, and gives dueHasTime false; a local date-time without offset (2026-12-04T15:00) is that wall-clock time there (a time skipped by a daylight-saving change moves forward by the gap); a timestamp with Z or an offset is that instant. Both give dueHasTime true. Years 1970-9999. */
                    dueDate?: string | null;
                    /** @description 1 (highest) to 5 (lowest) */
                    priority?: number;
                    rawInput?: string;
                    /** @description 1-200 characters, not blank */
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDraft"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDraft"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    updateDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** @description ISO 8601, read in the organization's time zone (preferences.timezone): a date alone (2026-12-04) is the end of that day there, 23:59:59.999 local, and gives dueHasTime false; a local date-time without offset (2026-12-04T15:00) is that wall-clock time there (a time skipped by a daylight-saving change moves forward by the gap); a timestamp with Z or an offset is that instant. Both give dueHasTime true. Years 1970-9999. */
                    dueDate?: string | null;
                    /** @description 1 (highest) to 5 (lowest) */
                    priority?: number;
                    /** @description 1-200 characters, not blank */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDraft"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    confirmDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    rejectDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDraft"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description true: active members only; false: deactivated ones only */
                active?: boolean;
                limit?: number;
                offset?: number;
                role?: "employee" | "manager" | "admin";
                /** @description part of a name or e-mail address */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                        limit: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description 1-100 characters, not blank, no control characters (line breaks and tabs included) */
                    name: string;
                    password: string;
                    role: "employee" | "manager" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    /** @description 1-100 characters, not blank, no control characters (line breaks and tabs included) */
                    name?: string;
                    password?: string;
                    role?: "employee" | "manager" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    listIdentities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        platform: string;
                        platformTeamId: string | null;
                        platformUserId: string;
                        /** Format: uuid */
                        userId: string;
                        /** @description the platform vouched for it: linked with an operator's (unscoped) API key, by the chat_a sign-in or by a redeemed link code; false for a link made with a JWT or an organization-scoped key */
                        verified: boolean;
                    }[];
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    linkIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform: "chat_a" | "chat_b" | "chat_c";
                    platformTeamId?: string;
                    platformUserId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        platform: string;
                        platformTeamId: string | null;
                        platformUserId: string;
                        /** Format: uuid */
                        userId: string;
                        /** @description the platform vouched for it: linked with an operator's (unscoped) API key, by the chat_a sign-in or by a redeemed link code; false for a link made with a JWT or an organization-scoped key */
                        verified: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO 8601 UTC with milliseconds
                         */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        platform: string;
                        platformTeamId: string | null;
                        platformUserId: string;
                        /** Format: uuid */
                        userId: string;
                        /** @description the platform vouched for it: linked with an operator's (unscoped) API key, by the chat_a sign-in or by a redeemed link code; false for a link made with a JWT or an organization-scoped key */
                        verified: boolean;
                    };
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    unlinkIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                identityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Not found (also for another organization's ids) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    resolvePlatformUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform: "chat_a" | "chat_b" | "chat_c";
                    platformTeamId?: string;
                    platformUserId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        /** Format: uuid */
                        organizationId: string;
                        role: "employee" | "manager" | "admin";
                        token: string;
                        /** Format: uuid */
                        userId: string;
                    } | null;
                };
            };
            /** @description Validation failed or malformed input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Role too low for this operation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Too Many Requests (Retry-After: seconds to wait) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TooManyRequestsError"];
                };
            };
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
}
