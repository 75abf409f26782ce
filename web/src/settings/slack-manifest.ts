// The Slack app the bridge needs, as a manifest Slack creates an app from in one click: the bot
// scopes for the Web API methods the bridge calls, the events it handles, buttons (interactivity)
// and Socket Mode, so that no public address is needed. test/bridge/slack-manifest.test.ts checks
// it against src/bridge/platforms/slack.ts.
export const SLACK_MANIFEST = {
  display_information: {
    name: 'Teamwell',
    description: 'Turns chat into tasks, asks how the team feels, runs the morning check-in and the end-of-day summary.',
  },
  features: {
    app_home: { messages_tab_enabled: true, messages_tab_read_only_enabled: false },
    bot_user: { display_name: 'Teamwell', always_online: true },
  },
  oauth_config: {
    scopes: {
      bot: [
        'app_mentions:read', 'channels:history', 'channels:read', 'chat:write', 'groups:history', 'groups:read',
        'im:history', 'im:read', 'im:write', 'reactions:write',
      ],
    },
  },
  settings: {
    event_subscriptions: { bot_events: ['app_mention', 'message.channels', 'message.groups', 'message.im'] },
    interactivity: { is_enabled: true },
    org_deploy_enabled: false,
    socket_mode_enabled: true,
    token_rotation_enabled: false,
  },
} as const;

/** Slack's "create an app from this manifest" address. */
export const slackManifestUrl = () => `https://api.slack.com/apps?new_app=1&manifest_json=${encodeURIComponent(JSON.stringify(SLACK_MANIFEST))}`;
