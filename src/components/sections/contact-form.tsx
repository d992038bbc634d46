// The contact form. With JavaScript it validates on submit with the
// shared schema, posts JSON to the contact function and reports by toast. Without JavaScript the
// same markup posts form-encoded to the same function, which answers with a page of its own.
import * as React from "react";
import { Box } from "@chakra-ui/react/box";
import { Field } from "@chakra-ui/react/field";
import { Input } from "@chakra-ui/react/input";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { chakra } from "@chakra-ui/react/styled-system";
import { Textarea } from "@chakra-ui/react/textarea";
import { type Resolver, useForm } from "react-hook-form";
import { SiteButton } from "../ui/site-button";
import type { ContactMessage } from "../../lib/contact-schema";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../../lib/contact/bot-check";
import {
  CONTACT_FIELD_SPECS,
  CONTACT_FIELDS,
  type ContactField,
  contactErrorId,
  contactFieldId,
  contactFieldsOfWidth,
} from "../../lib/contact/fields";
import { CONTACT_ENDPOINT } from "../../lib/contact/form-redirect";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "../../lib/contact/submission-id";
import { toaster } from "../ui/toaster";

/** What the visitor is told after each kind of answer. */
export const CONTACT_FORM_TOASTS = {
  invalid: "Please check the form for errors",
  sent: "Message sent successfully!",
  failed: "Failed to send message. Please try again later.",
} as const;

/**
 * The schema, zod and the resolver (about 7 KB gzip) stay off the page's first load: they are
 * fetched when the visitor first focuses the form, and awaited before a submission is checked.
 * A failed fetch is forgotten, so the next attempt tries again.
 */
let validation: Promise<Resolver<ContactMessage>> | undefined;
function loadValidation(): Promise<Resolver<ContactMessage>> {
  validation ??= Promise.all([import("@hookform/resolvers/zod"), import("../../lib/contact-schema")]).then(
    ([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema),
    (error: unknown) => {
      validation = undefined;
      throw error;
    },
  );
  return validation;
}

const contactResolver: Resolver<ContactMessage> = async (values, context, options) =>
  (await loadValidation())(values, context, options);

const EMPTY_MESSAGE = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, ""])) as ContactMessage;

interface ContactFormProps {
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

export function ContactForm({ labelledBy }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({
    resolver: contactResolver,
    defaultValues: EMPTY_MESSAGE,
    // Validate only when the form is sent, every field at once; a message then stays until its
    // field is edited rather than being re-checked on every keystroke.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    criteriaMode: "firstError",
  });
  const honeypot = React.useRef<HTMLInputElement>(null);
  // The time the form appeared, for the function's too-quick-to-be-a-person check. Set in the
  // browser only: the server-rendered HTML is built once, long before anyone sees it.
  const [startedAt, setStartedAt] = React.useState<number | null>(null);
  React.useEffect(() => setStartedAt(Date.now()), []);
  // One id per filling-in, kept while the visitor tries again after a failure and renewed once a
  // message is received: the function stores a message sent twice with the same id once.
  const [submissionId, setSubmissionId] = React.useState<string | null>(null);
  React.useEffect(() => setSubmissionId(newSubmissionId()), []);

  const send = async (message: ContactMessage) => {
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          ...message,
          [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
          [STARTED_AT_FIELD]: startedAt,
          [SUBMISSION_ID_FIELD]: submissionId,
        }),
      });
      // Only the status counts; the body is not read.
      if (!response.ok) throw new Error(`${CONTACT_ENDPOINT} answered ${response.status}`);
    } catch (error) {
      console.error("The contact message was not sent:", error);
      toaster.create({ type: "error", title: CONTACT_FORM_TOASTS.failed });
      return;
    }
    reset(EMPTY_MESSAGE);
    setSubmissionId(newSubmissionId());
    toaster.create({ type: "success", title: CONTACT_FORM_TOASTS.sent });
  };

  const showInvalid = () => toaster.create({ type: "error", title: CONTACT_FORM_TOASTS.invalid });

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    try {
      await loadValidation();
    } catch (error) {
      // The checks could not be fetched (connection lost): send the plain form instead, which the
      // function validates and answers with a page of its own, exactly as without JavaScript.
      console.error("The contact form's checks did not load:", error);
      form.submit();
      return;
    }
    await handleSubmit(send, showInvalid)(event);
  };

  // The first focus fetches what sending needs: the checks and the toast list, whose live region
  // is then on the page before anything is announced in it.
  const prepare = () => {
    void loadValidation().catch(() => undefined);
    toaster.prepare();
  };

  const field = (name: ContactField) => {
    const { label, control: kind, autoComplete, required } = CONTACT_FIELD_SPECS[name];
    const error = errors[name]?.message;
    const control = {
      ...register(name, { onChange: () => clearErrors(name) }),
      autoComplete,
      "aria-describedby": error ? contactErrorId(name) : undefined,
      bg: "bg",
      // A border that stands out from the panel (3:1 and more); it turns red on an invalid field.
      borderColor: "fg.subtle",
      _invalid: { borderColor: "danger" },
      // Chakra's focus ring on an invalid field reads this variable.
      css: { "--error-color": "colors.danger" },
    };
    return (
      <Field.Root
        key={name}
        id={contactFieldId(name)}
        ids={{ errorText: contactErrorId(name) }}
        invalid={Boolean(error)}
        required={required}
      >
        <Field.Label fontWeight="semibold">
          {label}
          <Field.RequiredIndicator color="fg.muted" />
        </Field.Label>
        {kind.element === "textarea" ? (
          <Textarea {...control} rows={kind.rows} resize="vertical" />
        ) : (
          <Input {...control} type={kind.type} size="lg" />
        )}
        <Field.ErrorText color="danger" fontSize="sm">
          {error}
        </Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <chakra.form
      method="post"
      action={CONTACT_ENDPOINT}
      // The schema gives every message; the browser's own bubbles would pre-empt them.
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={prepare}
      aria-labelledby={labelledBy}
      colorPalette="brand"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="2xl"
      p={{ base: "6", md: "8" }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {contactFieldsOfWidth("half").map(field)}
        </SimpleGrid>
        {contactFieldsOfWidth("full").map(field)}

        {/* A trap for bots: hidden from sight, from the keyboard and from assistive technology. */}
        <Box aria-hidden="true" srOnly>
          <label htmlFor={contactFieldId(HONEYPOT_FIELD)}>Website</label>
          <input
            ref={honeypot}
            id={contactFieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            defaultValue=""
          />
        </Box>
        <input type="hidden" name={STARTED_AT_FIELD} value={startedAt ?? ""} />
        <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId ?? ""} />

        <Box>
          <SiteButton
            type="submit"
            colorPalette="brand"
            size="lg"
            rounded="full"
            px="10"
            w={{ base: "full", md: "auto" }}
            disabled={isSubmitting}
          >
            {isSubmitting ? "Sending..." : "Send message"}
          </SiteButton>
        </Box>
      </Stack>
    </chakra.form>
  );
}
