// The phone number is the one field for the agency's phone: the tel: link and the chat link are
// derived from it when queried, so changing the number changes both.

/** The number's digits, without spaces or the leading +, e.g. 442079460321. */
const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/** tel:+442079460321 for +44 20 7946 0321. */
export const phoneHref = (phone: string) => `tel:+${digitsOf(phone)}`;

/** WhatsApp's click-to-chat link takes the international number as digits only. */
export const chatUrl = (phone: string) => `https://wa.me/${digitsOf(phone)}`;

/** The chat link is also the first social profile, under this name. */
export const CHAT_PROFILE_NAME = "WhatsApp";

/** The social profiles shown: the chat link, made from the phone number, then those written. */
export function socialProfiles<Profile extends { name: string; url: string }>(
  phone: string,
  written: readonly Profile[],
): { name: string; url: string }[] {
  return [{ name: CHAT_PROFILE_NAME, url: chatUrl(phone) }, ...written];
}
