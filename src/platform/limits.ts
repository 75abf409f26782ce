// The bounds of the domain's fields, stated once: request schemas, service checks, the
// assistant's tools and extractors, and the morning-thread parser all read them from here (plain
// constants, so that the assistant, which may not import modules, can too). The web app sees them
// in the OpenAPI document's maxLength / minimum / maximum.

/** A task's title: 1 to this many characters (longer text from chat or a reply is clipped to it). */
export const TITLE_MAX_LENGTH = 200;
/** A task's description. */
export const DESCRIPTION_MAX_LENGTH = 2000;
/** A mood value: an integer on this scale (1 = very low, 5 = very good). */
export const MOOD_SCALE = { min: 1, max: 5 } as const;
/** A mood entry's note. */
export const MOOD_NOTE_MAX_LENGTH = 500;
/** A task's priority: 1 (highest) to 5 (lowest). */
export const PRIORITY_RANGE = { min: 1, max: 5 } as const;
