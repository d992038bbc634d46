// The site's one function is the contact form (src/api/send-email.ts): the local server reads a
// body only in the formats and within the size that function takes, and refuses one in its words.
import { bodyFormat, CONTACT_BODY_LIMIT_BYTES } from "../lib/contact/request-body";
import { RESPONSE_MESSAGES } from "../lib/contact/responses";
import type { FunctionRequestRules } from "./function-routes";

export const contactFunctionRules: FunctionRequestRules = {
  bodyLimitBytes: CONTACT_BODY_LIMIT_BYTES,
  acceptsContentType: (contentType) => bodyFormat(contentType) !== null,
  refusals: RESPONSE_MESSAGES,
};
